import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

type Variant = "primary" | "secondary" | "destructive" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-ink text-white hover:bg-bronze-deep",
  secondary: "border border-ink/20 bg-white text-ink hover:bg-linen",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-ink-soft hover:bg-sand hover:text-ink",
};

/** The admin area's compact button. */
export function adminButtonClass(variant: Variant = "primary", className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    className,
  );
}

export function AdminButton({
  variant,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={adminButtonClass(variant, className)} {...props} />;
}
