import { Link, type LinkProps } from "react-router";
import { cn } from "./cn";

type Variant = "solid" | "outline" | "light" | "ghost";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-7 py-3.5 text-sm font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  solid: "bg-ink text-white hover:bg-bronze-deep",
  outline: "border border-ink/80 text-ink hover:bg-ink hover:text-white",
  light: "bg-white text-ink hover:bg-linen",
  ghost: "border border-white/70 text-white hover:bg-white hover:text-ink",
};

export function buttonClass(variant: Variant = "solid", className?: string): string {
  return cn(base, variants[variant], className);
}

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
