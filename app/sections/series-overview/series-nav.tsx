import type { CollectionEntry } from "~/content/collections";

/**
 * Sticky row of the seven series under the fixed header (4.5rem), plain links to their blocks. The series-nav
 * enhancement (app/enhance/series-nav.ts) highlights the series in view (`aria-current`) and glides to the one chosen.
 * Each series block's scroll margin allows for its height, 3.75rem.
 */
export function SeriesNav({ series }: { series: readonly Pick<CollectionEntry, "anchorId" | "name">[] }) {
  return (
    <nav
      aria-label="Series"
      data-enhance="series-nav"
      className="sticky top-[4.5rem] z-30 h-[3.75rem] border-b border-ink/10 bg-white/95 backdrop-blur-md"
    >
      <ul
        // On phones the row scrolls sideways: its edges fade, so a cut chip reads as "more this way".
        className="container-page relative flex h-full items-center gap-1.5 overflow-x-auto [mask-image:linear-gradient(90deg,transparent_0,#000_1.5rem,#000_calc(100%-1.5rem),transparent_100%)] [scrollbar-width:none] nav:justify-center nav:gap-3 nav:[mask-image:none] [&::-webkit-scrollbar]:hidden"
      >
        {series.map((entry) => (
          <li key={entry.anchorId} className="shrink-0">
            <a
              href={`#${entry.anchorId}`}
              className="block rounded-full px-4 py-2 text-[0.72rem] font-semibold tracking-[0.16em] whitespace-nowrap text-ink-soft uppercase transition-colors duration-300 hover:bg-linen hover:text-ink aria-[current=true]:bg-ink aria-[current=true]:text-white"
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
