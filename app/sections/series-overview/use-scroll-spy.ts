import { useEffect, useState } from "react";

/** docs/product.md#constants: the scroll-spy looks at the page at most once every 66 ms. */
export const scrollSpyThrottle = 66;

/**
 * A section becomes the current one once its top passes this fraction of the viewport height:
 * low enough to sit below the fixed header and the sticky series navigation on short screens.
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
export function useScrollSpy(ids: readonly string[], throttleMs = scrollSpyThrottle): string | undefined {
  const [current, setCurrent] = useState<string | undefined>();
  const key = ids.join(" ");
  useEffect(() => {
    const sectionIds = key.split(" ");
    const update = throttle(() => {
      const line = window.innerHeight * activationLine;
      let inView: string | undefined;
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) inView = id;
      }
      setCurrent(inView);
    }, throttleMs);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      update.cancel();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [key, throttleMs]);
  return current;
}
