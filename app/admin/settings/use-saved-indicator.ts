import { useCallback, useEffect, useRef, useState } from "react";

/** docs/product.md#constants: the settings-saved indicator lasts 3 s. */
const savedIndicatorMs = 3000;

/** Whether the saved indicator shows, and a function that shows it (again) for 3 s. */
export function useSavedIndicator(): [boolean, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), savedIndicatorMs);
  }, []);
  return [visible, show];
}
