import { useEffect, useState } from "react";

/**
 * `text` once it has stopped changing for `ms`: a form sends one preview request when the user
 * pauses, not one per keystroke. Text, so any value can be compared by its JSON.
 */
export function useDebouncedText(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
