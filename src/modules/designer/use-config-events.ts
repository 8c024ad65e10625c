import { useEffect, useRef } from "react";
import { useServices } from "../../app/services-context.js";
import { followConfig } from "../../app/live-config/follow-config.js";

/**
 * Calls `onVersion` with each config version the server applies (`GET {apiBase}/config/events`,
 * through the shell's `followConfig`), from whoever applied it: the designer refreshes what it shows
 * when it has nothing unsaved. Without EventSource (tests, old browsers) it does nothing.
 */
export function useConfigEvents(onVersion: (version: string) => void) {
  const { boot } = useServices();
  const latest = useRef(onVersion);
  useEffect(() => {
    latest.current = onVersion;
  });
  useEffect(
    () => followConfig(`${boot.app.apiBase}/config/events`, ({ version }) => version && latest.current(version)),
    [boot.app.apiBase],
  );
}
