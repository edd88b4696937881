import type { Section } from "~/lib/page-model";

import { namedSection } from "./history";
import type { ServerChange } from "./page-api";

/** How undo names a change made on the server ('restore version 3'); `after` holds the section one brought back. */
export function serverChangeLabel(change: ServerChange, after: readonly Section[]): string {
  switch (change.kind) {
    case "restore-version":
      return `restore version ${change.number}`;
    case "restore-section": {
      const section = after.find((candidate) => candidate.id === change.sectionId);
      return `restore ${section ? namedSection(section) : "a section"} from version ${change.number}`;
    }
    case "discard":
      return "discard the unpublished changes";
    case "unpublish":
      return "unpublish the page";
  }
}

/** What the builder says once a change made on the server is shown (docs/product.md#nothing-lost). */
export function serverChangeDone(change: ServerChange): { title: string; description: string } {
  switch (change.kind) {
    case "restore-version":
      return {
        title: `Version ${change.number} restored`,
        description: "It is now your draft. Publish to show it to visitors.",
      };
    case "restore-section":
      return {
        title: "Section restored",
        description: `The section from version ${change.number} is back in your draft.`,
      };
    case "discard":
      return { title: "Unpublished changes discarded", description: "Your draft is the published page again." };
    case "unpublish":
      return {
        title: "Page unpublished",
        description: "Visitors no longer see it. Its draft and versions are kept; publish to bring it back.",
      };
  }
}
