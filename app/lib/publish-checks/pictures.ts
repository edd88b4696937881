import type { Section } from "../page-model";
import { problem, type PublishProblem } from "./problem";

/** Types whose items are pictures: an item without an image shows visitors an empty frame. */
const pictureItemTypes = new Set(["gallery", "inspiration", "instagram"]);

/** Each picture item that would reach visitors with no image (a new gallery's items start blank, decision 159). */
export function missingPictureProblems(sections: readonly Section[]): PublishProblem[] {
  return sections.flatMap((section) => {
    if (!pictureItemTypes.has(section.type)) return [];
    const missing = (section.items ?? []).flatMap((item, index) => (item.imageUrl.trim() ? [] : [index + 1]));
    if (missing.length === 0) return [];
    const message =
      missing.length === 1
        ? `Picture ${missing[0]} has no image: visitors would see an empty frame. Choose an image in the Items tab, or remove it.`
        : `Pictures ${missing.join(", ")} have no image: visitors would see empty frames. Choose an image for each in the Items tab, or remove them.`;
    return [problem("picture", section, message)];
  });
}
