import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The library's search text, kept in the address as `?search=` so a reload or the back button keeps it.
 * The list filters as the administrator types; the address is written once typing pauses, so the
 * screen is not navigated (and the layout's data not fetched again) at every keystroke.
 */
export function useSearchInAddress(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get("search") ?? "";
  const [search, setSearch] = useState(inAddress);

  useEffect(() => {
    if (search === inAddress) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search) next.set("search", search);
          else next.delete("search");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [search, inAddress, setParams]);

  return [search, setSearch];
}
