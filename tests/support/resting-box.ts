import { expect, type Locator } from "@playwright/test";

/**
 * Where a toast comes to rest: once sonner has mounted it (its slide in starts then) and no transition that moves
 * it (its own, or the toaster's being lifted) is still running. A box taken mid-slide says nothing.
 */
export async function restingBox(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate(async (toast) => {
        if (toast.getAttribute("data-mounted") !== "true") return false;
        const moving = () =>
          document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
        return moving().length === 0;
      }),
    )
    .toBe(true);
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}
