import { Toaster as Sonner } from "sonner";

export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold", description: "text-sm" } }}
    />
  );
}
