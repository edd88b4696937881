import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/ui/cn";
import { prefersReducedMotion } from "./smooth-scroll";

/** docs/product.md#constants: a section is revealed once 10% of it is in view. */
const revealThreshold = 0.1;

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

/** Fades its content in the first time it scrolls into view; it never hides again (docs/product.md#states). */
export function Reveal({ as: Tag = "div", delay = 0, className, style, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const delayStyle = delay ? ({ "--reveal-delay": `${delay}ms` } as CSSProperties) : undefined;
  return (
    <Tag
      ref={ref}
      className={cn("reveal", className)}
      data-visible={visible}
      style={{ ...style, ...delayStyle }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
