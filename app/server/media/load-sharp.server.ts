let library: Promise<typeof import("sharp").default> | undefined;

/** libvips loads with the first upload, not at start: a server that only serves pages stays about 20 MB smaller. */
export function loadSharp() {
  library ??= import("sharp").then(({ default: sharp }) => {
    // Each upload is decoded once; libvips' operation cache would only hold on to memory between uploads.
    sharp.cache(false);
    // One libvips thread per operation: an upload then leaves a core to the pages being served.
    sharp.concurrency(1);
    return sharp;
  });
  return library;
}
