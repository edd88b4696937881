import { createContext, useContext } from "react";

/** The id of the request a page answers (server only), shown on error pages so a report finds its log line. */
export const RequestIdContext = createContext("");

export function useRequestId(): string {
  return useContext(RequestIdContext);
}
