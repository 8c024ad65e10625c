import { useSyncExternalStore } from "react";

/** Below 992 px the shell turns mobile (spec §9). */
const query = "(max-width: 991.98px)";

export function useMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener("change", onChange);
      return () => mq.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
