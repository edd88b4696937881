import { roomTypes } from "~/lib/heat-need";
import type { SystemTemperatures } from "~/lib/heat-output";
import {
  heatPumpPreset,
  heatPumpSystem,
  sameSystem,
  type SystemPreset,
  systemPresets,
  temperaturesLabel,
} from "~/lib/system-presets";

import type { CatalogueModel } from "./catalogue-schema";

/**
 * The system a size is figured at (decision 207): at a heat pump preset's temperatures a towel rail heats a bathroom,
 * designed at 22 °C (BS EN 12831's UK annex, as the calculator sizes a bathroom), so its flow and return are kept and
 * its room is 22 °C; a radiator's room stays at the preset's 21 °C. The boiler's EN 442 rating and other temperatures
 * of the buyer's own are kept as given. The finder, the comparison, the model pages' presets (decision 212) and the
 * links they make to the model pages use it.
 */
export function figuredSystem(model: Pick<CatalogueModel, "kind">, system: SystemTemperatures): SystemTemperatures {
  if (model.kind !== "towel-rail" || !sameSystem(system, heatPumpSystem(system.flow))) return system;
  return heatPumpSystem(system.flow, roomTypes.bathroom.designTemperature);
}

/** "45/40/22 °C" for a size figured at temperatures other than the buyer's (`figuredSystem`), else null. */
export const figuredAt = (figured: SystemTemperatures, system: SystemTemperatures) =>
  sameSystem(figured, system) ? null : `${temperaturesLabel(figured)} °C`;

/**
 * The presets a model's page, its spec sheet and its links offer (decision 212): each preset as `figuredSystem`
 * figures the model at it, labelled with those temperatures, so a towel rail's page offers "Heat pump 45/40/22 °C"
 * and gives the finder's, the comparison's and the calculator's figure; a radiator's are the presets as they are.
 */
export function modelSystemPresets(model: Pick<CatalogueModel, "kind">): readonly SystemPreset[] {
  return systemPresets.map((preset) => {
    const figured = figuredSystem(model, preset);
    return sameSystem(figured, preset) ? preset : heatPumpPreset(figured.flow, figured.room);
  });
}

/** What a model page says under its presets when they are not the site's own (a towel rail's), else null. */
export function modelPresetsNote(model: Pick<CatalogueModel, "kind">): string | null {
  const room = modelSystemPresets(model).find((preset) => !systemPresets.includes(preset))?.room;
  return room === undefined
    ? null
    : `For a towel rail the heat pump presets take the room at ${room} °C, as a bathroom is kept (BS EN 12831), so they give the calculator's and the finder's figures.`;
}
