import type { Section, SectionItem } from "../page-model";
import { isPlaceholder } from "./placeholders";
import { problem, type PublishProblem } from "./problem";

/** Types whose items' pictures carry meaning (the others draw them as decoration, with an empty alt). */
const itemPictureTypes = new Set(["gallery", "features", "inspiration"]);

const real = (text: string | undefined) => (text && !isPlaceholder(text) ? text.trim() : "");

/**
 * The alt text an item's picture falls back to when neither the site's picture catalogue nor the media library has
 * one: its caption (a gallery's description, else its title), never placeholder words.
 */
export function itemCaptionAlt(item: Pick<SectionItem, "title" | "content">): string {
  return real(item.content) || real(item.title);
}

/** Each item picture that would reach visitors without alt text. `altOf` answers the library's or catalogue's alt. */
export function altTextProblems(
  sections: readonly Section[],
  altOf: (url: string) => string | undefined,
): PublishProblem[] {
  return sections.flatMap((section) => {
    if (!itemPictureTypes.has(section.type)) return [];
    const missing = (section.items ?? []).flatMap((item, index) => {
      if (!item.imageUrl) return [];
      const alt =
        altOf(item.imageUrl)?.trim() || (section.type === "features" ? real(item.title) : itemCaptionAlt(item));
      return alt ? [] : [index + 1];
    });
    if (missing.length === 0) return [];
    const which = missing.length === 1 ? `Picture ${missing[0]} has` : `Pictures ${missing.join(", ")} have`;
    return [
      problem(
        "alt-text",
        section,
        `${which} no alt text. Describe ${missing.length === 1 ? "it" : "them"} with 'Add alt text' beside the picture or in the Media Library, or give a caption.`,
      ),
    ];
  });
}
