/** One announcement of the server's config stream (`GET {apiBase}/config/events`). */
export interface ConfigAnnouncement {
  version: string;
  /** Problems of the last refused change (admins read them from `/config/status`). */
  problems: number;
}

/**
 * Follows the server's config versions: `on` is called with each announcement, the first being the version
 * serving now. The browser's EventSource reconnects by itself after a server restart or a lost connection
 * (and the first event after it tells the version then). Returns the function that stops following.
 */
export function followConfig(url: string, on: (event: ConfigAnnouncement) => void): () => void {
  // Not in every environment (jsdom): nothing to follow there.
  if (typeof EventSource === "undefined") return () => {};
  const source = new EventSource(url);
  source.addEventListener("version", (e) => {
    try {
      on(JSON.parse((e as MessageEvent<string>).data) as ConfigAnnouncement);
    } catch {
      // A malformed event is ignored: the next one tells the version again.
    }
  });
  return () => source.close();
}
