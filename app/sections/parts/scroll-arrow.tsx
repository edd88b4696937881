import { ChevronDown } from "lucide-react";

import { cn } from "~/ui/cn";

/**
 * A hero's arrow at its foot, named by `label` after what follows the hero. The scroll-arrow enhancement
 * (app/enhance/scroll-arrow.ts) makes it glide there in 800 ms and shows it: without a script it could do nothing.
 */
export function ScrollArrow({ label, onDark = true }: { label: string; onDark?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-enhance="scroll-arrow"
      className={cn(
        "invisible absolute bottom-8 left-1/2 inline-flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border transition-colors data-[ready=true]:visible",
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
