import type { PageDetails } from "../page-model";
import { problem, type PublishProblem } from "./problem";

/** Shorter than this, a search engine makes up its own summary from the page (advice: 150–160 characters). */
export const shortDescription = 70;

export function metaDescriptionProblems(details: Pick<PageDetails, "description">): PublishProblem[] {
  const length = details.description.trim().length;
  if (length === 0) {
    return [problem("meta-description", null, "The page has no meta description. Add one in Page Settings.")];
  }
  if (length < shortDescription) {
    return [
      problem(
        "meta-description",
        null,
        `The meta description is short (${length} characters). Aim for 150–160 in Page Settings.`,
      ),
    ];
  }
  return [];
}
