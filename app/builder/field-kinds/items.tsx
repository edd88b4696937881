import { defineFieldKind } from "../field-kind";
import { ItemsEditor } from "../items-editor";

/** The Items tab: a list of items, each with the fields the type declares for them. */
export default defineFieldKind<"items">({ Editor: ItemsEditor });
