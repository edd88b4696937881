import type { CSSProperties, ElementType, ReactNode } from "react";

import { cn } from "~/ui/cn";

interface RevealProps {
  as?: ElementType;
  /** Delay before the fade starts, for staggered tiles. */
  delay?: number;
  className?: string;
  children: ReactNode;
  id?: string;
  style?: CSSProperties;
  "aria-labelledby"?: string;
}

/**
 * Fades its content in the first time it scrolls into view; it never hides again (docs/product.md#states). Drawn
 * visible: the reveal enhancement (app/enhance/reveal.ts) hides what is below the fold until it scrolls in.
 */
export function Reveal({ as: Tag = "div", delay = 0, className, style, children, ...rest }: RevealProps) {
  const delayStyle = delay ? ({ "--reveal-delay": `${delay}ms` } as CSSProperties) : undefined;
  return (
    <Tag data-enhance="reveal" className={cn("reveal", className)} style={{ ...style, ...delayStyle }} {...rest}>
      {children}
    </Tag>
  );
}
