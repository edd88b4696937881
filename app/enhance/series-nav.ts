import { type Enhance, inNextFrame, marked } from "./enhancement";
import { scrollBehavior } from "./smooth-scroll";

/** docs/product.md#constants: the scroll-spy looks at the page at most once every 66 ms. */
export const scrollSpyThrottle = 66;

/**
 * A series becomes the current one once its top passes this fraction of the viewport height: low enough to sit
 * below the fixed header and the sticky series navigation on short screens.
 */
const activationLine = 0.4;

/** Calls `fn` at once, then at most once per `wait` ms; a call inside the wait runs when it ends. */
function throttle(fn: () => void, wait: number) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    fn();
  };
  const throttled = () => {
    const remaining = wait - (Date.now() - lastRun);
    if (remaining <= 0) run();
    else timer ??= setTimeout(run, remaining);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}

/** The id of the section in view: the last of `ids` whose top has scrolled past the activation line. */
function sectionInView(ids: readonly string[]): string | undefined {
  const line = window.innerHeight * activationLine;
  let inView: string | undefined;
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= line) inView = id;
  }
  return inView;
}

/** On a narrow screen the chips scroll sideways: keep the current one in sight. */
function keepInSight(list: HTMLElement | null, chip: HTMLElement) {
  if (!list || list.scrollWidth <= list.clientWidth) return;
  list.scrollTo({ left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2, behavior: scrollBehavior() });
}

/** Glides to the series a chip names, hands it keyboard focus and names it in the address. */
function goTo(event: MouseEvent) {
  const id = decodeURIComponent((event.currentTarget as HTMLAnchorElement).hash.slice(1));
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}

function spy(nav: HTMLElement, throttleMs: number): () => void {
  const chips = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const ids = chips.map((chip) => decodeURIComponent(chip.hash.slice(1)));
  let current: string | undefined;
  const update = throttle(() => {
    const inView = sectionInView(ids);
    if (inView === current) return;
    current = inView;
    chips.forEach((chip, index) => {
      if (ids[index] !== inView) return chip.removeAttribute("aria-current");
      chip.setAttribute("aria-current", "true");
      keepInSight(chip.closest("ul"), chip);
    });
  }, throttleMs);
  const cancelFirstLook = inNextFrame(update);
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
  for (const chip of chips) chip.addEventListener("click", goTo);
  return () => {
    cancelFirstLook();
    update.cancel();
    window.removeEventListener("scroll", update);
    window.removeEventListener("resize", update);
    for (const chip of chips) chip.removeEventListener("click", goTo);
  };
}

/**
 * The collection's series navigation (docs/product.md#routes Collection): its links are plain anchors; this marks
 * the series in view (`aria-current`) as the page scrolls and glides to the one a link names.
 */
export const enhance: Enhance = (root) => {
  const offs = marked(root, "series-nav").map((nav) => spy(nav, scrollSpyThrottle));
  return () => offs.forEach((off) => off());
};
