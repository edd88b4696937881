import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";

/** How far from a control's left edge its first dark (text) pixel is, in the control's own picture. */
async function inkOffset(control: Locator): Promise<number> {
  const { data, info } = await sharp(await control.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The rows inside the control, clear of a border or an underline at its edges.
  for (let x = 0; x < info.width; x++)
    for (let y = 3; y < info.height - 3; y++) if (data[y * info.width + x]! < 110) return x;
  throw new Error("The control shows no text");
}

/**
 * A select's shown value starts as far into it as a text field's text does into the field: the field is given the
 * select's words (without the focus, so no caret is drawn), and where the first letter's ink begins in each is
 * compared in pixels. For controls side by side, as in a table's row.
 */
export async function expectValueInsetLikeText(select: Locator, field: Locator) {
  const shown = await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
  await field.evaluate((input: HTMLInputElement, words) => {
    input.type = "text"; // a number field would refuse words
    input.value = words;
  }, shown);
  expect(await inkOffset(select)).toBe(await inkOffset(field));
}

/** A select's shown value starts where a text field's text does, the two in the same column. */
export async function expectValueAlignedWithText(select: Locator, field: Locator) {
  const [selectBox, fieldBox] = [await select.boundingBox(), await field.boundingBox()];
  expect(Math.abs(selectBox!.x - fieldBox!.x), "the select and the text field share a column").toBeLessThan(1);
  await expectValueInsetLikeText(select, field);
}
