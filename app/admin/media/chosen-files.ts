import { useState } from "react";
import { toast } from "sonner";

import { detectImageType } from "~/lib/media/file-type";
import {
  acceptedUploadsText,
  maxUploadBytes,
  maxUploadFiles,
  maxUploadLabel,
  notAnImageMessage,
} from "~/lib/media/media-item";

import { formatFileSize } from "./media-format";

/** Where a chosen file is: waiting to be sent, or refused (by the browser before sending, or by the server). */
export type ChosenState = { kind: "ready" } | { kind: "refused"; reason: string };

/**
 * A file in the upload dialog, with the preview read from it: none for a file that is no image, nor for a HEIC
 * photo, which browsers mostly cannot show (the server converts it to JPEG).
 */
export interface ChosenFile {
  key: string;
  file: File;
  preview: string | null;
  state: ChosenState;
}

/**
 * The browser's own check of a chosen file before anything is sent (docs/product.md#media): not empty, within the
 * upload limit, and an image the library takes judged by its bytes, as the server judges it, never by its name
 * or the browser's word for its type. The server checks again.
 */
export async function refusalFor(file: File): Promise<string | null> {
  return (await checkChosen(file)).refusal;
}

/** The browser's check of a file, and whether it is a HEIC photo (which gets no preview). */
async function checkChosen(file: File): Promise<{ refusal: string | null; heic: boolean }> {
  if (file.size === 0) return { refusal: `"${file.name}" is empty. Please choose another file.`, heic: false };
  if (file.size > maxUploadBytes) {
    return {
      refusal: `"${file.name}" is ${formatFileSize(file.size)}, more than the ${maxUploadLabel} limit. Please choose a smaller image. ${acceptedUploadsText}`,
      heic: false,
    };
  }
  const type = detectImageType(new Uint8Array(await file.arrayBuffer()));
  return { refusal: type ? null : notAnImageMessage(file.name), heic: type === "image/heic" };
}

async function choose(file: File, key: string): Promise<ChosenFile> {
  try {
    const { refusal, heic } = await checkChosen(file);
    if (refusal) return { key, file, preview: null, state: { kind: "refused", reason: refusal } };
    // An address of the file itself, not a copy of its bytes in a string: ten 25 MB photos stay cheap to preview.
    return { key, file, preview: heic ? null : URL.createObjectURL(file), state: { kind: "ready" } };
  } catch (error) {
    // A file the browser cannot read (docs/product.md#messages 'Failed to read file').
    console.error(`Reading ${file.name} failed:`, error);
    const reason = `"${file.name}" could not be read. Please choose it again.`;
    toast.error("Failed to read file", { description: reason });
    return { key, file, preview: null, state: { kind: "refused", reason } };
  }
}

/** Lets the browser free the files whose previews are no longer shown. */
function forgetPreviews(items: readonly ChosenFile[]) {
  for (const { preview } of items) if (preview) URL.revokeObjectURL(preview);
}

let nextKey = 0;

/**
 * The files chosen in the upload dialog, each with its own state: a refused file stays on the list, marked with
 * its reason, and the others still upload. `problems` says what was not taken onto the list at all.
 */
export function useChosenFiles() {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  async function add(offered: readonly File[]) {
    const room = Math.max(maxUploadFiles - chosen.length, 0);
    const found =
      offered.length > room
        ? [`Up to ${maxUploadFiles} files can be chosen at a time, so ${offered.length - room} were left out.`]
        : [];
    const read = await Promise.all(offered.slice(0, room).map((file) => choose(file, `chosen-${nextKey++}`)));
    setChosen((current) => [...current, ...read]);
    setProblems(found);
  }

  return {
    chosen,
    problems,
    add,
    /** Marks one file refused with the server's reason. */
    refuse: (key: string, reason: string) =>
      setChosen((current) =>
        current.map((item) => (item.key === key ? { ...item, state: { kind: "refused", reason } } : item)),
      ),
    remove: (keys: readonly string[]) => {
      forgetPreviews(chosen.filter((item) => keys.includes(item.key)));
      setChosen((current) => current.filter((item) => !keys.includes(item.key)));
    },
    clear: () => {
      forgetPreviews(chosen);
      setChosen([]);
      setProblems([]);
    },
  };
}
