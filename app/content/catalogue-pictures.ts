/**
 * Finish picture slots: one per model and finish, in the order the model page's swatches show them. A model
 * with studio shots (`studioImages`: the product alone on a backdrop, framed alike in every finish) shows
 * them; until a model has its own, a slot holds the closest picture the site already has, and `finishShown`
 * says which finish that picture really shows, so the page never claims a finish it does not show. A picture
 * chosen from the media library in the admin wins over both.
 */
import type { Picture } from "./picture";
import { collectionPageImages, studioImages } from "./images";

export interface FinishPicture {
  picture: Picture;
  /** The finish the picture shows, when it is not the slot's own (a stand-in until the render exists). */
  finishShown: string | null;
}

const p = collectionPageImages;

/** A model's studio shots, in the order of its finishes. */
const studio = (modelId: string) =>
  Object.entries(studioImages[modelId]!).map(([finish, picture]) => ({ picture, finish }));

/** The pictures of each model, with the finish each shows. */
const modelPictures: Record<string, { picture: Picture; finish: string }[]> = {
  "retto-horizontal": studio("retto-horizontal"),
  "retto-vertical": studio("retto-vertical"),
  "retto-double": studio("retto-double"),
  "flusso-vertical": studio("flusso-vertical"),
  "flusso-horizontal": studio("flusso-horizontal"),
  "flusso-slim": studio("flusso-slim"),
  "augusto-2-column": [{ picture: p.classic[0]!, finish: "white" }],
  "augusto-3-column": [{ picture: p.classic[1]!, finish: "anthracite" }],
  "augusto-4-column": [{ picture: p.classic[2]!, finish: "antique-brass" }],
  "augusto-towel-rail": [
    { picture: p["augusto-towel-rail"][0]!, finish: "chrome" },
    { picture: p["augusto-towel-rail"][1]!, finish: "antique-brass" },
    { picture: p["augusto-towel-rail"][2]!, finish: "white" },
  ],
  "volo-ladder": [{ picture: p.premium[0]!, finish: "matte-black" }],
  "volo-arc": [{ picture: p.premium[1]!, finish: "chrome" }],
  "volo-wall": [{ picture: p.premium[2]!, finish: "brushed-brass" }],
  soffio: studio("soffio"),
  breva: studio("breva"),
};

/** The picture for a model in a finish: its own, or the model's first picture as a stand-in. */
export function finishPicture(modelId: string, finishId: string): FinishPicture | undefined {
  const pictures = modelPictures[modelId];
  if (!pictures?.length) return undefined;
  const own = pictures.find((entry) => entry.finish === finishId);
  if (own) return { picture: own.picture, finishShown: null };
  return { picture: pictures[0]!.picture, finishShown: pictures[0]!.finish };
}
