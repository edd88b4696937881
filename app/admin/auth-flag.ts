/** docs/product.md#states: the browser's guard flag; the server session is what really grants access (docs/product.md#sign-in). */
const authFlagKey = "isAdminAuthenticated";

export function hasAuthFlag(): boolean {
  try {
    return window.localStorage.getItem(authFlagKey) === "true";
  } catch {
    return false;
  }
}

export function setAuthFlag(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(authFlagKey, "true");
    else window.localStorage.removeItem(authFlagKey);
  } catch (error) {
    console.error("Local storage is unavailable:", error);
  }
}
