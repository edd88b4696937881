import { ChevronDown } from "lucide-react";
import { cn } from "~/ui/cn";
import { heroScrollDuration, scrollToElement } from "~/ui/smooth-scroll";

/** A hero's arrow at its foot: it glides (800 ms) to whatever follows the hero, named by `label`. */
export function ScrollArrow({ label, onDark = true }: { label: string; onDark?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        const next = event.currentTarget.closest("section")?.nextElementSibling;
        if (next instanceof HTMLElement) scrollToElement(next, heroScrollDuration);
      }}
      className={cn(
        "absolute bottom-8 left-1/2 inline-flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border transition-colors",
        onDark
          ? "border-white/50 text-white hover:bg-white hover:text-ink"
          : "border-ink/40 text-ink hover:bg-ink hover:text-white",
      )}
    >
      <ChevronDown aria-hidden="true" className="h-5 w-5 motion-safe:animate-bounce" />
    </button>
  );
}

/** The arrow's name: where it leads. */
export const scrollLabel = (nextTitle: string) => `Scroll down to ${nextTitle.trim() || "the content"}`;
