import { useEffect } from "react";
import { useWarnAboutChange } from "@refinedev/core";

/**
 * Unsaved designer changes ask before the page is left (Refine's app-wide flag, which the
 * browser's unload and the router both honour); leaving the designer clears it.
 */
export function useWarnWhenDirty(dirty: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
}
