/**
 * How an image loads: a page's lead picture (above the fold, its largest paint) at once, at high priority, decoded
 * with its frame and named for the browser's element timing, so that the boot script can wait for its paint before
 * it asks for anything else (decision 214); every other image lazily.
 */
export const imageLoading = (lead: boolean) =>
  lead
    ? ({ loading: "eager", decoding: "sync", fetchPriority: "high", elementtiming: "lead" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
