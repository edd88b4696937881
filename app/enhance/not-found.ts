import { type Enhance, marked } from "./enhancement";

/** docs/product.md#routes Not-found: the missing path is logged in the visitor's console. */
export const enhance: Enhance = (root) => {
  if (marked(root, "not-found").length) {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }
  return () => {};
};
