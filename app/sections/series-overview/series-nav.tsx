import { type MouseEvent, useEffect, useRef } from "react";
import type { CollectionEntry } from "~/content/collections";
import { cn } from "~/ui/cn";
import { prefersReducedMotion } from "~/ui/smooth-scroll";
import { useScrollSpy } from "~/sections/series-overview/use-scroll-spy";

/**
 * Sticky row of the seven series under the fixed header (4.5rem); the series in view is highlighted.
 * Each series block's scroll margin allows for its height, 3.75rem.
 */
export function SeriesNav({ series }: { series: readonly Pick<CollectionEntry, "anchorId" | "name">[] }) {
  const current = useScrollSpy(series.map((entry) => entry.anchorId));
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen the chips scroll sideways: keep the highlighted one in sight.
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({
      left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? "instant" : "smooth",
    });
  }, [current]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, anchorId: string) => {
    const target = document.getElementById(anchorId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${anchorId}`);
  };

  return (
    <nav
      aria-label="Series"
      className="sticky top-[4.5rem] z-30 h-[3.75rem] border-b border-ink/10 bg-white/95 backdrop-blur-md"
    >
      <ul
        ref={listRef}
        // On phones the row scrolls sideways: its edges fade, so a cut chip reads as "more this way".
        className="container-page relative flex h-full items-center gap-1.5 overflow-x-auto [mask-image:linear-gradient(90deg,transparent_0,#000_1.5rem,#000_calc(100%-1.5rem),transparent_100%)] [scrollbar-width:none] nav:justify-center nav:gap-3 nav:[mask-image:none] [&::-webkit-scrollbar]:hidden"
      >
        {series.map((entry) => {
          const active = entry.anchorId === current;
          return (
            <li key={entry.anchorId} className="shrink-0">
              <a
                href={`#${entry.anchorId}`}
                aria-current={active ? "true" : undefined}
                onClick={(event) => goTo(event, entry.anchorId)}
                className={cn(
                  "block rounded-full px-4 py-2 text-[0.72rem] font-semibold tracking-[0.16em] whitespace-nowrap uppercase transition-colors duration-300",
                  active ? "bg-ink text-white" : "text-ink-soft hover:bg-linen hover:text-ink",
                )}
              >
                {entry.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
