import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

import { cn } from "./cn";

const variants = {
  primary: "bg-ink text-white hover:bg-bronze-deep",
  secondary: "border border-ink/20 bg-white text-ink hover:bg-linen",
  outline: "border border-ink/80 text-ink hover:bg-ink hover:text-white",
  light: "bg-white text-ink hover:bg-linen",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-ink-soft hover:bg-sand hover:text-ink",
} as const;

const sizes = {
  /** The admin area's compact button. */
  md: "rounded-md px-4 py-2 text-sm font-medium",
  /** The public site's call to action. */
  lg: "rounded-full px-7 py-3.5 text-sm font-semibold tracking-wide",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** A button's classes, for elements that are not a Button or ButtonLink; `className` wins over the defaults. */
export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle = {}, className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    sizes[size],
    variants[variant],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
