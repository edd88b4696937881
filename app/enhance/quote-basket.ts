import {
  basketCookie,
  noteParam,
  quoteAddress,
  type QuoteLineFields as Line,
  quoteLineKeys as fields,
  withLines,
  withNote,
} from "~/lib/quote-address";
import { estimatedTotalText, lineEstimate, lineEstimateText } from "~/lib/quote-estimate";
import { takesPipes } from "~/lib/quote-line-options";

import { type Enhance, marked } from "./enhancement";
import { announcer, liveUpdate } from "./live-swap";

/** The lines collected for one request, kept in the browser until the request is sent (decision 150). */
const storageKey = "tepore-quote-lines";

const lineOf = (read: (field: string) => unknown) =>
  Object.fromEntries(fields.map((field) => [field, String(read(field) ?? "")])) as Line;

export function storedLines(): Line[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((line): line is Record<string, unknown> => typeof line === "object" && line !== null)
      .map((line) => lineOf((field) => line[field]));
  } catch {
    return [];
  }
}

/** The buyer's note, kept beside the lines until the request is sent (decision 217). */
const noteKey = "tepore-quote-note";

export function storedNote(): string {
  try {
    return localStorage.getItem(noteKey) ?? "";
  } catch {
    return "";
  }
}

/**
 * Keeps the lines and the note for this browser's tabs, and in the cookie the server reads when a link adds a line
 * (decisions 209, 217).
 */
function store(lines: Line[], note: string) {
  document.cookie = basketCookie(lines, window.location.protocol === "https:", note);
  try {
    if (lines.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(lines));
    if (note === "") localStorage.removeItem(noteKey);
    else localStorage.setItem(noteKey, note);
  } catch {
    // Without storage (some private windows) the request holds the lines and the note of its own address.
  }
}

const sameLines = (a: Line[], b: Line[]) =>
  a.length === b.length && a.every((line, i) => fields.every((field) => line[field] === b[i]![field]));

/** The lines the page shows, each with whether the catalogue knows it (the server says so on the line). */
function shownLines(basket: HTMLElement) {
  return [...basket.querySelectorAll<HTMLElement>("[data-quote-line]")].map((item) => ({
    item,
    line: lineOf((field) => item.querySelector<HTMLInputElement>(`[name="${field}"]`)?.value),
    known: item.dataset.quoteLine === "known",
  }));
}

/** Writes `text` where it differs, so a screen reader hears a changed total once and an unchanged one never. */
function write(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * The running estimate (decision 208), as the server writes it: each known line's size price (`data-unit-price`)
 * and chosen fittings and heating (their options' `data-price`) times its quantity, and the total; a towel rail's
 * line says the electric parts its heating includes (the option's `data-parts`, decision 224).
 */
export function showEstimate(basket: ParentNode) {
  const estimates = [...basket.querySelectorAll<HTMLElement>("[data-quote-line]")].map((item) => {
    if (item.dataset.unitPrice === undefined) return null;
    const fittings = [...item.querySelectorAll("select")].map((select) =>
      Number(select.selectedOptions[0]?.dataset.price ?? 0),
    );
    const quantity = item.querySelector<HTMLInputElement>('[name="quantity"]')?.value ?? "";
    const estimate = lineEstimate(quantity, Number(item.dataset.unitPrice), fittings);
    write(item.querySelector("[data-quote-line-price]"), lineEstimateText(estimate));
    const heating = item.querySelector<HTMLSelectElement>('select[name="heating"]')?.selectedOptions[0];
    if (heating) write(item.querySelector("[data-quote-line-parts]"), heating.dataset.parts ?? "");
    return estimate;
  });
  write(basket.querySelector("[data-quote-total]"), estimatedTotalText(estimates));
}

/**
 * A towel rail's valves and pipe connection (`data-quote-pipes`) follow its heating (decision 227): an electric rail
 * has no pipes, so they are hidden and sent empty, out of its price; back on water they return as they were chosen.
 */
export function followHeating(item: Element) {
  const heating = item.querySelector<HTMLSelectElement>('select[name="heating"]');
  const pipes = item.querySelector<HTMLElement>("[data-quote-pipes]");
  if (!heating || !pipes || pipes.hidden !== takesPipes(heating.value)) return;
  pipes.hidden = !pipes.hidden;
  for (const select of pipes.querySelectorAll("select")) {
    const chosen = select.value;
    select.value = select.dataset.chosen ?? "";
    select.dataset.chosen = chosen;
  }
}

/**
 * The quote basket (decision 150): the lines a page's address brings join those collected before, so 'Request a
 * quote' on several model pages builds one request; lines can be removed; a sent request empties it. Without
 * JavaScript the server keeps the basket in a cookie (decision 209), which `store` keeps in step.
 */
export const enhance: Enhance = (root) => {
  const [basket] = marked(root, "quote-basket");
  if (basket?.dataset.quoteState === "sent") store([], "");
  const state = basket?.dataset.quoteState;
  if (!basket || (state !== "collecting" && state !== "posted")) return () => {};
  const announce = announcer();
  const noteField = () => basket.querySelector<HTMLTextAreaElement>(`textarea[name="${noteParam}"]`);
  /**
   * The note as it stands: the field's (what the buyer typed, with any link's system line the server joined to
   * it), else the one kept, else the address's.
   */
  const note = () =>
    noteField()?.value ?? (storedNote() || (new URL(window.location.href).searchParams.get(noteParam) ?? ""));
  /** The page's address for these lines and the note. */
  const addressOf = (lines: Line[]) => quoteAddress(lines, note());
  /** What the page holds is kept, and the address follows. */
  const keep = () => {
    const shown = shownLines(basket);
    store(
      shown.filter((s) => s.known).map((s) => s.line),
      note(),
    );
    window.history.replaceState(null, "", addressOf(shown.map((s) => s.line)));
  };

  /** Shows `wanted` in place of the lines shown. */
  const show = async (wanted: Line[]) => {
    const shown = shownLines(basket).map((s) => s.line);
    if (sameLines(wanted, shown)) return true;
    // The form stays, with whatever is typed in it, while the lines change; without lines there is no form.
    const form = wanted.length > 0 ? basket.querySelector("form") : null;
    return (await liveUpdate(addressOf(wanted), form, "replace")) !== null;
  };
  /** The collected lines, then those of the address the catalogue does not know: shown until removed, never kept. */
  const showCollected = () =>
    show([
      ...storedLines(),
      ...shownLines(basket)
        .filter((s) => !s.known)
        .map((s) => s.line),
    ]);

  // The note typed before (on this visit or an earlier one) comes first; a link's system line joins it once.
  const field = noteField();
  if (field) field.value = withNote(storedNote(), field.value);
  if (state === "posted") {
    // A refused request shows the lines as posted, each message beside its field: they are kept as they are.
    keep();
  } else {
    store(
      withLines(
        storedLines(),
        shownLines(basket)
          .filter((s) => s.known)
          .map((s) => s.line),
      ),
      note(),
    );
    void showCollected();
  }

  /** What is typed or chosen in a line (its quantity, room, fittings) or the note is kept; the estimate and address follow. */
  const onInput = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const inLine = event.target.closest("[data-quote-line]");
    if (!inLine && event.target !== noteField()) return;
    if (inLine) {
      followHeating(inLine);
      showEstimate(basket);
    }
    keep();
  };
  /** A line's 'Remove' (without JavaScript, a submit of the form: decision 220) takes it out without a reload. */
  const onClick = (event: MouseEvent) => {
    const remove = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-quote-remove]") : null;
    if (!remove || !basket.contains(remove)) return;
    event.preventDefault();
    const shown = shownLines(basket);
    const index = shown.findIndex((s) => s.item.contains(remove));
    const rest = shown.filter((_, i) => i !== index);
    store(
      rest.filter((s) => s.known).map((s) => s.line),
      note(),
    );
    void show(rest.map((s) => s.line)).then((done) => {
      if (!done) return;
      announce.say([remove.dataset.removed ?? ""]);
      // The next line's 'Remove' keeps the focus by its place; past the last line, the last one left takes it, and
      // with none left, the first link of the empty basket.
      if (basket.contains(document.activeElement)) return;
      const removes = basket.querySelectorAll<HTMLElement>("[data-quote-remove]");
      (removes[removes.length - 1] ?? basket.querySelector<HTMLElement>("[data-live-region] a"))?.focus();
    });
  };
  /** Another tab added or removed a line. */
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) void showCollected();
  };

  basket.addEventListener("input", onInput);
  basket.addEventListener("click", onClick);
  window.addEventListener("storage", onStorage);
  return () => {
    announce.remove();
    basket.removeEventListener("input", onInput);
    basket.removeEventListener("click", onClick);
    window.removeEventListener("storage", onStorage);
  };
};
