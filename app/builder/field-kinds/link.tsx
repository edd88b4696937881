import { isAllowedLink, linkMessage } from "~/lib/link-target";

import { defineFieldKind } from "../field-kind";
import { LinkField } from "../link-field";

/** Where something leads: a page of this site chosen from its pages, an anchor, or an address. */
export default defineFieldKind<"link">({
  Editor: ({ field, value, error, set }) => (
    <LinkField label={field.label} hint={field.hint} value={value ?? ""} error={error} onChange={set} />
  ),
  check: (value) => (value && !isAllowedLink(value.trim()) ? linkMessage : undefined),
});
