import { useEffect, useRef } from "react";
import { useServices } from "../../app/services-context.js";

/**
 * Calls `onVersion` with each config version the server applies (`GET {apiBase}/config/events`,
 * event `version`), from whoever applied it: the designer refreshes what it shows when it has
 * nothing unsaved. Without EventSource (tests, old browsers) it does nothing.
 */
export function useConfigEvents(onVersion: (version: string) => void) {
  const { boot } = useServices();
  const latest = useRef(onVersion);
  useEffect(() => {
    latest.current = onVersion;
  });
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${boot.app.apiBase}/config/events`);
    source.addEventListener("version", (event) => {
      try {
        const { version } = JSON.parse((event as MessageEvent<string>).data) as { version?: string };
        if (version) latest.current(version);
      } catch {
        // Not ours to judge: a malformed event is skipped, the next one counts.
      }
    });
    return () => source.close();
  }, [boot.app.apiBase]);
}
