import type { Scene } from "./compose";
import { bathScenes } from "./gallery-bath";
import { classicScenes } from "./gallery-classic";
import { modernScenes } from "./gallery-modern";
import { heroScenes } from "./heroes";
import { instagramScenes } from "./instagram";
import { productScenes } from "./products";
import { seriesScenes } from "./series";

/** Every picture id of the catalogue mapped to the scene that draws it. */
export const scenes: Record<string, Scene> = {
  ...modernScenes,
  ...classicScenes,
  ...bathScenes,
  ...heroScenes,
  ...productScenes,
  ...seriesScenes,
  ...instagramScenes,
};
