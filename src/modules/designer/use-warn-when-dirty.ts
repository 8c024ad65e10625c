import { useEffect } from "react";
import { useWarnAboutChange } from "@refinedev/core";

/**
 * Unsaved designer changes raise Refine's app-wide "unsaved changes" flag (what the shell asks
 * before it reloads a page under the user) and make the browser ask before the tab is closed or
 * reloaded. Leaving the designer clears the flag.
 */
export function useWarnWhenDirty(dirty: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
