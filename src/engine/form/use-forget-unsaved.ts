import { useEffect } from "react";
import { useWarnAboutChange } from "@refinedev/core";

/**
 * Refine's "unsaved changes" flag is app-wide and only a save or a confirmed close clears it: a
 * form that goes away another way (its tab closed, the page left) would leave the next dialog
 * asking about changes it never had. A form clears the flag when it unmounts.
 */
export function useForgetUnsaved() {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
}
