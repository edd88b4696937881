/**
 * Live updates of a server-rendered page (decision 149): fetch another address of the same page and put its
 * regions, marked `data-live-region="<id>"`, in place of the page's own, keeping the focus, the caret and the
 * scroll position. Shared by the live forms and the quote basket.
 */

const region = "[data-live-region]";
const summary = "[data-live-summary]";

/** Where the history goes: a new entry, the current one replaced, or none (the address is already shown). */
export type HistoryMode = "push" | "replace" | "none";

let inFlight: AbortController | null = null;

/** Drops the update in flight, if any: what the buyer did since makes it stale. */
export function cancelUpdate() {
  inFlight?.abort();
  inFlight = null;
}

/** The regions directly under `parent` (the document's outermost ones when `parent` is null). */
function regionsUnder(scope: ParentNode, parent: Element | null): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(region)].filter(
    (element) => (element.parentElement?.closest(region) ?? null) === parent,
  );
}

const regionNamed = (scope: ParentNode, id: string) =>
  scope.querySelector<HTMLElement>(`[data-live-region="${CSS.escape(id)}"]`);
const counterpartOf = (scope: ParentNode, element: HTMLElement) => regionNamed(scope, element.dataset.liveRegion ?? "");

/** A region's own form controls, leaving out those of the regions inside it. */
const controlsOf = (element: Element) =>
  [...element.querySelectorAll("input, select, textarea, button")].filter((c) => c.closest(region) === element);

/** What a server-rendered field says about itself besides its value: whether it is wrong, and where the message is. */
function copyFieldState(current: Element, next: Element) {
  const [mine, theirs] = [controlsOf(current), controlsOf(next)];
  if (mine.length !== theirs.length) return;
  mine.forEach((control, i) => {
    for (const name of ["aria-invalid", "aria-describedby"]) {
      const value = theirs[i]!.getAttribute(name);
      if (value === null) control.removeAttribute(name);
      else control.setAttribute(name, value);
    }
  });
}

/**
 * The changes that make `current` look like `next`, or false when `next` lacks a region the page has. A region that
 * holds `keep` (the form being typed in) is not replaced, so what is typed stays: its fields take the server's
 * verdict, and the regions inside it (their messages) are replaced.
 */
function plan(current: HTMLElement, next: HTMLElement, keep: Element | null, steps: (() => void)[]): boolean {
  if (!keep || !current.contains(keep)) {
    if (!current.isEqualNode(next)) steps.push(() => current.replaceWith(document.importNode(next, true)));
    return true;
  }
  steps.push(() => copyFieldState(current, next));
  return regionsUnder(current, current).every((inner) => {
    const counterpart = counterpartOf(next, inner);
    return counterpart !== null && plan(inner, counterpart, keep, steps);
  });
}

/** Where the focus is, as a region and a path of child positions, so it can be found again once replaced. */
function focusPlace() {
  const active = document.activeElement;
  const home = active?.closest<HTMLElement>(region);
  if (!active || !home) return null;
  const path: number[] = [];
  for (let node: Element = active; node !== home; node = node.parentElement!)
    path.unshift([...node.parentElement!.children].indexOf(node));
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  return {
    active,
    id: home.dataset.liveRegion!,
    path,
    value: field?.value,
    caret: [field?.selectionStart, field?.selectionEnd],
  };
}

/**
 * Gives the focus back at its place in the replaced region; when the answer no longer has that element (a size
 * unticked in the finder's bar, decision 225), to what stands deepest along its way there, if it can take it.
 */
function restoreFocus(place: ReturnType<typeof focusPlace>) {
  if (!place || document.activeElement === place.active) return;
  let target: Element | null = regionNamed(document, place.id);
  for (const index of place.path) {
    const next = target?.children[index];
    if (!next) break;
    target = next;
  }
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  const [start, end] = place.caret;
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value === place.value)
    try {
      target.setSelectionRange(start ?? null, end ?? null);
    } catch {
      // Number and e-mail fields have no caret to set.
    }
}

const summaries = () => [...document.querySelectorAll(summary)].map((element) => element.textContent?.trim() ?? "");

/**
 * Puts the regions of `next` (a page parsed from HTML) in place of the document's, keeping `keep` (the form being
 * typed in), the focus and the scroll position. Answers what the page now says that it did not before (its
 * `data-live-summary` texts, for a screen reader), or null, changing nothing, when `next` lacks a region of the page.
 */
export function swapRegions(next: Document, keep: Element | null, afterSwap = () => {}): string[] | null {
  const steps: (() => void)[] = [];
  const complete = regionsUnder(document, null).every((current) => {
    const counterpart = counterpartOf(next, current);
    return counterpart !== null && plan(current, counterpart, keep, steps);
  });
  if (!complete) return null;
  const before = new Set(summaries());
  const [x, y, place] = [window.scrollX, window.scrollY, focusPlace()];
  steps.forEach((step) => step());
  afterSwap();
  restoreFocus(place);
  if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  return summaries().filter((text) => text && !before.has(text));
}

/**
 * Fetches `url` and swaps its regions in (see swapRegions); null when a newer update took over. A failed fetch, or
 * an answer without the page's regions, loads the address the ordinary way.
 */
export async function liveUpdate(url: string, keep: Element | null, history: HistoryMode): Promise<string[] | null> {
  cancelUpdate();
  const request = (inFlight = new AbortController());
  try {
    const response = await fetch(url, { signal: request.signal, headers: { Accept: "text/html" } });
    if (!response.ok || response.redirected) throw new Error(`${url} answered ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    if (request.signal.aborted) return null;
    const said = swapRegions(next, keep, () => {
      if (history === "push") window.history.pushState(null, "", url);
      if (history === "replace") window.history.replaceState(null, "", url);
    });
    if (!said) throw new Error(`${url} lacks a region of this page`);
    return said;
  } catch (error) {
    if (request.signal.aborted) return null;
    console.warn("Loading the page instead of updating it:", error);
    if (history === "replace") window.location.replace(url);
    else window.location.assign(url);
    return null;
  } finally {
    if (inFlight === request) inFlight = null;
  }
}

/** A polite live region that tells screen readers what changed; `remove` takes it away again. */
export function announcer() {
  const element = document.createElement("p");
  element.className = "sr-only";
  element.setAttribute("aria-live", "polite");
  document.body.append(element);
  return {
    say: (texts: string[]) => {
      if (texts.length > 0) element.textContent = texts.join(" ");
    },
    remove: () => element.remove(),
  };
}
