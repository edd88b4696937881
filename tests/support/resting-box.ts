import { expect, type Locator } from "@playwright/test";

/** Where an element that slides in (a toast) comes to rest: a box taken mid-slide says nothing. */
export async function restingBox(locator: Locator) {
  let box = await locator.boundingBox();
  await expect
    .poll(async () => {
      const previous = box;
      await locator.page().waitForTimeout(150);
      box = await locator.boundingBox();
      return JSON.stringify(box) === JSON.stringify(previous);
    })
    .toBe(true);
  expect(box).not.toBeNull();
  return box!;
}
