/** Standard pages are the seven the site ships with (docs/product.md#entities); the rest were made here. */
export function PageKind({ isStandard, suffix = "" }: { isStandard: boolean; suffix?: string }) {
  return <span className="text-sm text-ink-soft">{(isStandard ? "Standard" : "Custom") + suffix}</span>;
}
