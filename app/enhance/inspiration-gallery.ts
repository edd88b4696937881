import type { GalleryFilter } from "~/content/gallery";
import type { GalleryCategory } from "~/content/images";
import { filterShows, galleryFilterParam, imageCount } from "~/sections/inspiration-gallery/parts/filter-gallery";

import { modal } from "./dialog";
import { type Enhance, listen, marked, reducedMotion } from "./enhancement";

/**
 * Hides a fade-in frame (`data-loading`) while its image is on its way, so it fades in when it arrives; one that has
 * arrived (or failed: a broken image must not stay hidden) is left as it is, and with reduced motion every image
 * simply appears. Answers how to undo it.
 */
function fadeInOnLoad(frame: HTMLElement): () => void {
  const img = frame.querySelector("img");
  if (!img || img.complete || reducedMotion()) return () => {};
  const stopWaiting = () => {
    img.removeEventListener("load", show);
    img.removeEventListener("error", show);
  };
  const show = () => {
    stopWaiting();
    delete frame.dataset.loading;
  };
  frame.dataset.loading = "";
  img.addEventListener("load", show);
  img.addEventListener("error", show);
  return show;
}

/** A copy of a tile's picture for the lightbox: sized for 90% of the viewport and loaded at once. */
function largePicture(tile: HTMLElement): HTMLPictureElement | undefined {
  const picture = tile.querySelector("picture")?.cloneNode(true);
  if (!(picture instanceof HTMLPictureElement)) return undefined;
  for (const source of picture.querySelectorAll("source")) source.sizes = "90vw";
  const img = picture.querySelector("img");
  // The lightbox's frame styles its image; the tile's classes crop it.
  img?.removeAttribute("class");
  img?.setAttribute("loading", "eager");
  img?.setAttribute("fetchpriority", "high");
  return picture;
}

/**
 * The inspiration gallery (docs/product.md#routes Gallery, #states): the filter buttons filter in place and write the
 * address the form would have loaded; a tile opens the lightbox (a modal <dialog>: the backdrop, its close button
 * and Escape close it, the arrows and its buttons step through the filtered images, focus returns to the tile);
 * pictures fade in over 500 ms as they load.
 */
function enhanceGallery(section: HTMLElement): () => void {
  const form = section.querySelector("form");
  const list = section.querySelector("ul");
  const dialog = section.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  const frame = dialog?.querySelector<HTMLElement>("[data-fade-in]");
  if (!form || !list || !dialog || !frame) return () => {};
  const items = [...list.querySelectorAll<HTMLLIElement>(":scope > li[data-category]")];
  const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-lightbox-${name}]`)!;
  const stepButtons = [...dialog.querySelectorAll<HTMLButtonElement>("button[data-step]")];
  const shown = () => items.filter((item) => !item.hidden);

  const showFilter = (filter: GalleryFilter) => {
    for (const item of items) item.hidden = !filterShows(filter, item.dataset.category as GalleryCategory);
    const count = shown().length;
    list.hidden = count === 0;
    section.querySelector<HTMLElement>("[data-gallery-empty]")!.hidden = count > 0;
    section.querySelector('[role="status"]')!.textContent = imageCount(count);
    for (const button of form.querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String((button.value || "all") === filter));
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(form, event.submitter);
    showFilter((data.get(galleryFilterParam) as GalleryFilter | null) ?? "all");
    const address = new URL(form.action);
    address.search = new URLSearchParams(data as unknown as Record<string, string>).toString();
    history.replaceState(history.state, "", address);
  };

  let current: HTMLLIElement | undefined;
  let stopFade = () => {};
  const show = (item: HTMLLIElement) => {
    const tile = item.querySelector("button");
    const picture = tile && largePicture(tile);
    const img = picture?.querySelector("img");
    if (!tile || !picture || !img) return;
    current = item;
    const images = shown();
    stopFade();
    frame.replaceChildren(picture);
    stopFade = fadeInOnLoad(frame);
    const ratio = Number(img.getAttribute("width")) / Number(img.getAttribute("height"));
    frame.parentElement!.style.setProperty("--ratio", String(ratio || 1));
    part("product").textContent = tile.dataset.product ?? "";
    const shop = part("shop") as HTMLAnchorElement;
    shop.hidden = !tile.dataset.shopHref;
    shop.href = tile.dataset.shopHref ?? "";
    part("shop-label").textContent = tile.dataset.shopLabel ?? "";
    part("position").textContent = String(images.indexOf(item) + 1);
    part("count").textContent = String(images.length);
    part("title").textContent = img.alt;
    for (const button of stepButtons) button.hidden = images.length < 2;
  };
  const step = (by: number) => {
    const images = shown();
    const next = current && images[(images.indexOf(current) + by + images.length) % images.length];
    if (next) show(next);
  };
  const lightbox = modal(dialog, () => {
    // Closing clears the selection (docs/product.md#states).
    current = undefined;
    stopFade();
    frame.replaceChildren();
  });
  const onTileClick = (event: MouseEvent) => {
    const tile = event.target instanceof Element ? event.target.closest("button") : null;
    const item = tile?.parentElement;
    if (!tile || !(item instanceof HTMLLIElement) || !items.includes(item)) return;
    show(item);
    lightbox.open(tile);
  };
  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };
  const onDialogClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-step]") : null;
    if (button) step(Number(button.dataset.step));
  };

  const tiles = items.map((item) => item.querySelector("button")).filter((tile) => tile !== null);
  for (const tile of tiles) tile.setAttribute("aria-haspopup", "dialog");
  const stopFades = [...list.querySelectorAll<HTMLElement>("[data-fade-in]")].map(fadeInOnLoad);
  const stops = [
    listen(form, { submit: onSubmit }),
    listen(list, { click: onTileClick }),
    listen(dialog, { keydown: onDialogKeyDown, click: onDialogClick }),
  ];
  return () => {
    stops.forEach((stop) => stop());
    lightbox.remove();
    stopFades.forEach((stop) => stop());
    for (const tile of tiles) tile.removeAttribute("aria-haspopup");
  };
}

export const enhance: Enhance = (root) => {
  const removers = marked(root, "inspiration-gallery").map(enhanceGallery);
  return () => removers.forEach((remove) => remove());
};
