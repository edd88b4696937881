import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { sizePrice } from "~/lib/catalogue/prices";
import { estimateHeatNeed } from "~/lib/heat-need";
import { readQuoteForm } from "~/lib/quote-request";
import { openWall, planRadiators } from "~/lib/radiator-plan";
import { readSizingQuery } from "~/lib/sizing-query";
import { askAboutRoomHref, bathroomFinishGap, planView, shortfallView, sizingHref } from "~/lib/sizing-result";
import { heatPumpSystem } from "~/lib/system-presets";

const catalogue = () => catalogueSeed;
const system = heatPumpSystem(45);
const context = () => ({ catalogue: catalogue(), system, need: 1800, room: "Living room" });
const search = (need = 1800, flow = 45) =>
  planRadiators(catalogue(), {
    need,
    system: heatPumpSystem(flow),
    finishId: "white",
    bathroom: false,
    wall: openWall,
    maxFlow: 55,
  });

describe("a plan as the calculator shows it", () => {
  it("quotes each size at the figure its model page shows at the buyer's system, and links there with it", () => {
    for (const plan of search().plans) {
      const view = planView(plan, context());
      for (const [i, part] of view.parts.entries()) {
        const { model, size } = plan.parts[i]!;
        expect(part.wattsEach).toBe(sizeOutputs(model, size, system).system.watts);
        expect(part.watts).toBe(part.wattsEach * part.count);
        expect(part.href).toMatch(new RegExp(`finish=white&flow=45&return=40&room=21&size=${size.code}$`));
        expect(part.modelHref).toMatch(/flow=45&return=40&room=21$/);
      }
    }
  });

  it("totals the figures its lines show: a plan's watts are its lines' watts added up, and what it spares is the rest", () => {
    // A living room of 5 × 4 × 2.4 m with one window at 45/40/21 °C needs 2,280 W; the other needs and finishes
    // make plans whose sizes round up and down.
    for (const need of [2280, 1800, 1234, 3117])
      for (const finishId of ["anthracite", "white", "chrome"]) {
        const { plans } = planRadiators(catalogue(), {
          need,
          system,
          finishId,
          bathroom: false,
          wall: openWall,
          maxFlow: 55,
        });
        for (const plan of plans) {
          const view = planView(plan, { ...context(), need });
          const label = `${need} W, ${finishId}: ${view.parts.map((part) => `${part.count} × ${part.code}`).join(" + ")}`;
          expect(view.watts, label).toBe(view.parts.reduce((sum, part) => sum + part.watts, 0));
          expect(view.watts, label).toBeGreaterThanOrEqual(need);
          expect(view.excess, label).toBe(view.watts - need);
        }
      }
  });

  it("prices each part in the buyer's finish by the model page's rule, for its count, and the plan in all", () => {
    for (const finishId of ["white", "any-ral"]) {
      const plans = planRadiators(catalogue(), {
        need: 1800,
        system,
        finishId,
        bathroom: false,
        wall: openWall,
        maxFlow: 55,
      }).plans;
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const view = planView(plan, context());
        for (const [i, part] of view.parts.entries()) {
          const { size, finish, count } = plan.parts[i]!;
          expect(part.priceEach).toBe(sizePrice(size, finish));
          expect(part.price).toBe(part.priceEach * count);
        }
        expect(view.price).toBe(view.parts.reduce((sum, part) => sum + part.price, 0));
      }
    }
  });

  it("quotes the whole plan in one request, a line per size with its count and room, and the system as the note", () => {
    const plan = search().plans.find((p) => p.parts.length === 2)!;
    const href = new URL(planView(plan, context()).quoteHref, "http://x");
    const { lines, message } = readQuoteForm(href.searchParams);
    expect(lines).toEqual(
      plan.parts.map((p) => ({
        model: p.model.id,
        size: p.size.code,
        finish: "white",
        quantity: String(p.count),
        room: "Living room",
        // A calculator's link chooses no fittings; the buyer does on the quote.
        valves: "",
        connection: "",
        brackets: "",
        heating: "",
      })),
    );
    expect(message).toBe("Outputs for my system: Heat pump 45/40/21 °C (ΔT21.5).");
  });
});

describe("a bathroom in a finish only one kind comes in", () => {
  const gap = (finish: string, size = "length=2&width=1.8") => {
    const { values, system, room } = readSizingQuery(
      new URLSearchParams(`type=bathroom&${size}&system=heat-pump&flow=45&finish=${finish}`),
    );
    const { plans } = planRadiators(catalogue(), {
      need: estimateHeatNeed(room!).watts,
      system: system!,
      finishId: finish,
      bathroom: true,
      wall: openWall,
      maxFlow: 55,
    });
    return bathroomFinishGap(catalogue(), values, plans);
  };

  it("says that no radiator comes in chrome, where one towel rail will not do, and names the finishes both come in", () => {
    const chrome = gap("chrome")!;
    expect(chrome).toMatchObject({ finish: "Chrome", missing: "radiators" });
    expect(chrome.both.map((f) => f.name)).toEqual(expect.arrayContaining(["White", "Anthracite", "Matte black"]));
    expect(chrome.both.map((f) => f.name)).not.toContain("Chrome");
    const anthracite = chrome.both.find((f) => f.name === "Anthracite")!;
    expect(anthracite.href).toMatch(
      /^\/radiator-sizing\?type=bathroom&.*system=heat-pump.*finish=anthracite#sizing-result$/,
    );
    // A bathroom one towel rail heats needs no radiator beside it: nothing to say.
    expect(gap("chrome", "length=1.2&width=1&height=2.2")).toBeNull();
  });

  it("says that no towel rail comes in raw steel, and nothing where both kinds come in", () => {
    expect(gap("raw-steel")).toMatchObject({ finish: "Raw lacquered steel", missing: "towel rails" });
    expect(gap("white")).toBeNull();
  });
});

describe("when nothing meets the need", () => {
  it("links to the calculator at the flow that would do, keeping the room as typed", () => {
    const values = readSizingQuery(
      new URLSearchParams("type=living&length=5&width=4&height=2.4&system=heat-pump&flow=35"),
    ).values;
    const shortfall = search(1800, 35).shortfall!;
    const view = shortfallView(shortfall, { ...context(), values, maxFlow: 55 });
    expect(view.percent).toBe(Math.round(shortfall.percent));
    expect(view.watts).toBe(Math.ceil(shortfall.watts));
    expect(view.meetsAt!.description).toBe(
      `${view.meetsAt!.flow}/${view.meetsAt!.flow - 5}/21 °C, ΔT${view.meetsAt!.flow - 2.5 - 21}`,
    );
    const next = new URL(view.meetsAt!.href, "http://x");
    expect(next.pathname).toBe("/radiator-sizing");
    expect(Object.fromEntries(next.searchParams)).toEqual({
      length: "5",
      width: "4",
      system: "heat-pump",
      flow: String(view.meetsAt!.flow),
    });
  });

  it("keeps a custom system's return and room when it suggests a warmer flow", () => {
    const values = readSizingQuery(new URLSearchParams("length=5&width=4&system=boiler")).values;
    const href = sizingHref(values, { system: "custom", flow: "80", return: "70", room: "20" });
    expect(new URL(href, "http://x").search).toBe("?length=5&width=4&system=custom&flow=80&return=70&room=20");
  });

  it("opens the contact form with the room's details as the message", () => {
    const href = new URL(askAboutRoomHref(["Room: Living room.", "Heat need: 3,840 W."]), "http://x");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("message")).toBe("Room: Living room.\nHeat need: 3,840 W.");
  });
});
