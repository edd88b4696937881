import { useNavigate } from "react-router";
import { toast } from "sonner";

import { setAuthFlag } from "./auth-flag";
import { discardLeftNewPage } from "./pages/left-new-page";

/** Ends the server session, clears the guard flag, says 'Logged Out' and returns to /admin (docs/product.md#states). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Signing out of the builder leaves its untouched new page too: it goes now, while the session still allows it
    // (afterwards the server would refuse, and that refusal would reload the page over the 'Logged Out' toast).
    await discardLeftNewPage();
    await fetch("/api/admin/session", { method: "DELETE" }).catch((error: unknown) =>
      console.error("Signing out on the server failed:", error),
    );
    setAuthFlag(false);
    toast.success("Logged Out", { description: "You have been logged out of the admin panel." });
    void navigate("/admin");
  };
}
