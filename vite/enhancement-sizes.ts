// Each public page's script budget is 20 KB (decision 140): an enhancement module that pulls in the catalogue, a
// schema library or React by one careless import would pass every behaviour test and still break it. The build stops.

/** The most a built enhancement module may weigh, minified and uncompressed (the largest are about 5 KB). */
export const enhancementModuleLimit = 10 * 1024;

/** Why the build must stop: each module over the limit with its size, or null when all are within it. */
export function oversizedModules(files: readonly { fileName: string; code: string }[], limit = enhancementModuleLimit) {
  const over = files.filter((file) => Buffer.byteLength(file.code) > limit);
  if (over.length === 0) return null;
  const list = over.map((file) => `${file.fileName} (${(Buffer.byteLength(file.code) / 1024).toFixed(1)} KB)`);
  return `Enhancement modules must stay under ${limit / 1024} KB each (decision 140); over it: ${list.join(", ")}. Look for an import that brings a large module into app/enhance.`;
}
