import { useNavigate } from "react-router";
import { toast } from "sonner";
import { setAuthFlag } from "./auth-flag";

/** Ends the server session, clears the guard flag, says 'Logged Out' and returns to /admin (docs/product.md#states). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await fetch("/api/admin/session", { method: "DELETE" }).catch((error: unknown) =>
      console.error("Signing out on the server failed:", error),
    );
    setAuthFlag(false);
    toast.success("Logged Out", { description: "You have been logged out of the admin panel." });
    navigate("/admin");
  };
}
