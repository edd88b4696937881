/**
 * Finish picture slots: one per model and finish, in the order the model page's swatches show them. A model
 * with studio shots (`studioImages`: the product alone on a backdrop, framed alike in every finish) shows
 * them; a finish without its own shot (a colour made on request) shows the model's first picture, and
 * `finishShown` says which finish that picture really shows, so the page never claims a finish it does not show. A picture
 * chosen from the media library in the admin wins over both.
 */
import { studioImages } from "./images";
import type { Picture } from "./picture";

export interface FinishPicture {
  picture: Picture;
  /** The finish the picture shows, when it is not the slot's own (a stand-in until the render exists). */
  finishShown: string | null;
}

/** The pictures of each model, with the finish each shows: its studio shots, in the order of its finishes. */
const modelPictures: Record<string, { picture: Picture; finish: string }[]> = Object.fromEntries(
  Object.entries(studioImages).map(([modelId, shots]) => [
    modelId,
    Object.entries(shots).map(([finish, picture]) => ({ picture, finish })),
  ]),
);

/** The picture for a model in a finish: its own, or the model's first picture as a stand-in. */
export function finishPicture(modelId: string, finishId: string): FinishPicture | undefined {
  const pictures = modelPictures[modelId];
  if (!pictures?.length) return undefined;
  const own = pictures.find((entry) => entry.finish === finishId);
  if (own) return { picture: own.picture, finishShown: null };
  return { picture: pictures[0]!.picture, finishShown: pictures[0]!.finish };
}
