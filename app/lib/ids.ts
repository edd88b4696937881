/**
 * A unique id for a section or an item (docs/product.md#entities 'a generated unique id'). crypto.randomUUID exists
 * only in secure contexts, so an admin reached over plain http on a LAN still gets ids.
 */
export function newId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 10)}`;
}
