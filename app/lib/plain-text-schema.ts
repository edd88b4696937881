import { cleanText, isReadable, type TextShape, unreadableTextMessage } from "./plain-text";
import { z } from "./zod";

/**
 * A string of free text (./plain-text): refused with `unreadableTextMessage` when it cannot be read, else cleaned
 * before the checks chained after it (`.trim()`, `.min()`, `.max()`), so the limits count what is kept.
 */
export function plainText(shape: TextShape) {
  return z
    .string()
    .refine(isReadable, { message: unreadableTextMessage, abort: true })
    .overwrite((text) => cleanText(text, shape));
}
