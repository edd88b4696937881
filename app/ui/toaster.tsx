import { Toaster as Sonner } from "sonner";

/**
 * Toasts sit in the bottom corner, lifted by `--toaster-clearance` (set by `useToasterClearance`) so they never
 * cover a bar of actions stuck to the bottom of the screen (docs/product.md#toasts).
 */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      offset={{ bottom: "calc(24px + var(--toaster-clearance, 0px))", right: "24px" }}
      mobileOffset={{ bottom: "calc(16px + var(--toaster-clearance, 0px))", left: "16px", right: "16px" }}
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold", description: "text-sm" } }}
    />
  );
}
