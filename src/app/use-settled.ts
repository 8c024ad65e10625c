import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `ms`: a form asks the server once the user pauses (a search,
 * a preview, a check), not once per keystroke. Compared as React compares state: pass text or a
 * primitive (a JSON text for an object).
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
