import { useState } from "react";
import { toast } from "sonner";
import { formatFileSize } from "./media-format";
import { maxUploadBytes, maxUploadFiles, maxUploadLabel, mediaTypes } from "~/lib/media/media-item";

/** A file waiting in the upload dialog, with the preview read from it. */
export interface ChosenFile {
  key: string;
  file: File;
  preview: string;
}

const whatToChoose = "Please choose a JPG, PNG, GIF, SVG, WebP or AVIF image.";

/** The browser's own check before anything is sent (image files only, within the upload limit); the server checks again. */
export function refusalFor(file: File): string | null {
  if (!file.type.startsWith("image/")) return `"${file.name}" is not an image. ${whatToChoose}`;
  if (!(mediaTypes as string[]).includes(file.type))
    return `"${file.name}" is a kind of image the library does not take. ${whatToChoose}`;
  if (file.size === 0) return `"${file.name}" is empty. Please choose another file.`;
  if (file.size > maxUploadBytes) {
    return `"${file.name}" is ${formatFileSize(file.size)}, more than the ${maxUploadLabel} limit. Please choose a smaller image.`;
  }
  return null;
}

/** Reads a file for its preview; a file the browser cannot read rejects (docs/product.md#messages 'Failed to read file'). */
function readPreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

let nextKey = 0;

/** The files chosen in the upload dialog, and why any that were offered were left out. */
export function useChosenFiles() {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  async function add(offered: readonly File[]) {
    const found: string[] = [];
    const room = maxUploadFiles - chosen.length;
    const acceptable = offered.filter((file) => {
      const refusal = refusalFor(file);
      if (refusal) found.push(refusal);
      return !refusal;
    });
    if (acceptable.length > room) {
      found.push(
        `Up to ${maxUploadFiles} images can be uploaded at a time, so ${acceptable.length - room} were left out.`,
      );
    }
    const read = await Promise.all(
      acceptable.slice(0, Math.max(room, 0)).map(async (file) => {
        try {
          return { key: `chosen-${nextKey++}`, file, preview: await readPreview(file) };
        } catch (error) {
          console.error(`Reading ${file.name} failed:`, error);
          const description = `"${file.name}" could not be read. Please choose it again.`;
          toast.error("Failed to read file", { description });
          found.push(description);
          return null;
        }
      }),
    );
    setChosen((current) => [...current, ...read.filter((file): file is ChosenFile => file !== null)]);
    setProblems(found);
  }

  return {
    chosen,
    problems,
    add,
    remove: (key: string) => setChosen((current) => current.filter((file) => file.key !== key)),
    clear: () => {
      setChosen([]);
      setProblems([]);
    },
  };
}
