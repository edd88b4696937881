import { type Enhance, marked, reducedMotion } from "./enhancement";
import { announcer, cancelUpdate, type HistoryMode, liveUpdate } from "./live-swap";

/** docs/product.md#constants: how long typing pauses before the result follows (decision 149); a choice, at once. */
export const typingPause = 300;

const area = '[data-enhance~="live-form"]';

/** The address a GET form asks for with its current values, and the value of the button that sent it, if any. */
export function formAddress(form: HTMLFormElement, submitter: HTMLElement | null = null): string {
  const url = new URL(form.action || window.location.href);
  const values = [...new FormData(form, submitter)].filter(
    (pair): pair is [string, string] => typeof pair[1] === "string",
  );
  url.search = new URLSearchParams(values).toString();
  // The anchor the form's plain submit goes to (the result): the script shows the result itself.
  url.hash = "";
  return url.href;
}

/** The region the form names in `data-live-result`: what its answer is. */
const resultOf = (form: HTMLFormElement) =>
  document.querySelector(`[data-live-region="${CSS.escape(form.dataset.liveResult ?? "")}"]`);

/**
 * The address a change of `changed` (or a press of `submitter`) asks for: the form's, or, when they are all controls
 * of the result that belong to the form (the finder's boxes and page buttons, decision 225), `base` with only their
 * names' values changed, so the page of results stays as it is, its address as clean; a filter changed starts again
 * at the first page. `base` is the address last asked for.
 */
export function addressAfter(
  form: HTMLFormElement,
  changed: Element[],
  base: string,
  submitter: HTMLElement | null = null,
): string {
  const result = resultOf(form);
  if (changed.length === 0 || !changed.every((control) => result?.contains(control)))
    return formAddress(form, submitter);
  const url = new URL(base);
  const values = new FormData(form, submitter);
  for (const name of new Set(changed.map((control) => (control as HTMLInputElement).name))) {
    url.searchParams.delete(name);
    for (const value of values.getAll(name)) if (typeof value === "string") url.searchParams.append(name, value);
  }
  url.hash = "";
  return url.href;
}

/** A choice (a list, a radio button, a box) is made in one go; text is typed a key at a time. */
const choosesAtOnce = (control: Element) =>
  control instanceof HTMLSelectElement ||
  (control instanceof HTMLInputElement && ["radio", "checkbox"].includes(control.type));

/**
 * The controls the visitor changed before the form's script arrived: each whose value is not the one the page was
 * served with (or one the browser restored on a return to the page).
 */
export function changesSinceServed(form: HTMLFormElement): Element[] {
  return [...form.elements].filter((control) => {
    if (control instanceof HTMLSelectElement) {
      const served = Math.max(
        0,
        [...control.options].findIndex((option) => option.defaultSelected),
      );
      return !control.multiple && control.selectedIndex !== served;
    }
    if (control instanceof HTMLInputElement && choosesAtOnce(control))
      return control.checked !== control.defaultChecked;
    return (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== control.defaultValue
    );
  });
}

/** A link that only changes this page's query, opened in this tab by a plain click or Enter. */
export function queryLink(event: MouseEvent): URL | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link?.closest(area) || link.target || link.hasAttribute("download")) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const url = new URL(link.href);
  const here = window.location;
  return url.origin === here.origin && url.pathname === here.pathname && url.search !== here.search ? url : null;
}

/** Brings `target` into view, gliding unless the visitor asks for reduced motion. */
const scrollTo = (target: Element) =>
  target.scrollIntoView({ behavior: reducedMotion() ? "instant" : "smooth", block: "start" });

/** The fragment a followed link names (a size's drawing) comes into view and takes the focus, as on a page load. */
function showTarget(hash: string) {
  const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  scrollTo(target);
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * The form's button asks for the result, so the region the form names in `data-live-result` comes into view when
 * its top is not already in the upper half of the window (on a phone the result is below the form). A button inside
 * the result (the finder's next page) asked for another of it: the result comes into view and takes the focus, so
 * the keyboard goes on from its start (decision 225).
 */
function showResult(form: HTMLFormElement, fromWithin: boolean) {
  const result = resultOf(form);
  if (result && fromWithin) return showTarget(`#${result.id}`);
  const top = result?.getBoundingClientRect().top;
  if (result && top !== undefined && (top < 0 || top > window.innerHeight / 2)) scrollTo(result);
}

/**
 * A GET form whose result the server renders (the calculator, a model page's system and sizes) follows the buyer
 * as they type: see decision 149. Events are taken where they bubble to, so the regions may be replaced freely.
 */
export const enhance: Enhance = (root) => {
  if (marked(root, "live-form").length === 0) return () => {};
  const announce = announcer();
  let typing: number | undefined;
  /** The page's address as its regions show it, to tell a return to another entry from a move to a fragment. */
  let shown = window.location.pathname + window.location.search;
  /** The address last asked for: the one shown, or the one on its way. */
  let asked = window.location.href;

  const stopTyping = () => {
    window.clearTimeout(typing);
    typing = undefined;
  };
  const update = async (url: string, keep: Element | null, history: HistoryMode) => {
    stopTyping();
    asked = url;
    const said = await liveUpdate(url, keep, history);
    if (said === null) return false;
    shown = window.location.pathname + window.location.search;
    announce.say(said);
    return true;
  };
  const follow = async (form: HTMLFormElement, url: string) =>
    url === window.location.href.split("#")[0] || update(url, form, "replace");

  /** The address a change asks for; text typed and not yet followed goes with it, as a filter changed. */
  const addressFor = (form: HTMLFormElement, changed: Element[], submitter: HTMLElement | null = null) =>
    typing === undefined ? addressAfter(form, changed, asked, submitter) : formAddress(form, submitter);

  const onInput = (event: Event) => {
    const control = event.target as Element;
    const form = (control as HTMLInputElement).form;
    if (!form?.closest(area) || form.method !== "get") return;
    cancelUpdate();
    const url = choosesAtOnce(control) ? addressFor(form, [control]) : null;
    stopTyping();
    if (url) void follow(form, url);
    else typing = window.setTimeout(() => void follow(form, formAddress(form)), typingPause);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const { submitter } = event;
    // A button that sends the form to another address (the finder's 'Compare the chosen sizes') goes there.
    if (!form.closest(area) || form.method !== "get" || submitter?.hasAttribute("formaction")) return;
    event.preventDefault();
    const fromWithin = Boolean(submitter && resultOf(form)?.contains(submitter));
    const url = addressFor(form, submitter ? [submitter] : [], submitter);
    void follow(form, url).then((done) => done && showResult(form, fromWithin));
  };
  const onClick = (event: MouseEvent) => {
    const url = queryLink(event);
    if (!url) return;
    event.preventDefault();
    void update(url.href, null, "push").then((done) => done && showTarget(url.hash));
  };
  const onPopState = () => {
    const address = window.location.pathname + window.location.search;
    if (address !== shown) void update(window.location.href, null, "none");
  };

  const events = root as Node;
  events.addEventListener("input", onInput);
  events.addEventListener("submit", onSubmit as EventListener);
  events.addEventListener("click", onClick as EventListener);
  window.addEventListener("popstate", onPopState);
  // What was typed while the script was on its way is followed now, as if typed after.
  for (const form of root.querySelectorAll<HTMLFormElement>(`form${area}, ${area} form`)) {
    const changed = form.method === "get" ? changesSinceServed(form) : [];
    if (changed.length > 0) void follow(form, addressAfter(form, changed, asked));
  }
  return () => {
    stopTyping();
    cancelUpdate();
    announce.remove();
    events.removeEventListener("input", onInput);
    events.removeEventListener("submit", onSubmit as EventListener);
    events.removeEventListener("click", onClick as EventListener);
    window.removeEventListener("popstate", onPopState);
  };
};
