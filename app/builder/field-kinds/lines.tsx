import { TextAreaField } from "~/ui/field";

import { plainTextKind } from "./text";

/** Plain text in paragraphs. */
export default plainTextKind(TextAreaField, "Plain text. Leave an empty line between paragraphs.");
