import type { FastifyInstance } from "fastify";
import type { ConfigRuntime } from "./runtime.js";

/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `GET {apiBase}/config/events`: one server-sent event stream per open browser. It carries only the version
 * and a count of problems (nothing a visitor may not know), so it is public: EventSource cannot send the
 * token header. The first event is the version serving now; each applied version or failed attempt follows.
 */
export function configEvents(app: FastifyInstance, runtime: ConfigRuntime, path: string): void {
  const open = new Set<() => void>();
  // A stopping server ends the streams (browsers reconnect to another process): they would hold it open.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });
  app.get(path, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const send = (event: { version: string; problems: number }) =>
      res.write(`event: version\ndata: ${JSON.stringify(event)}\n\n`);
    send({ version: runtime.config.version, problems: runtime.status().problems.length });
    const unsubscribe = runtime.subscribe(send);
    const ping = setInterval(() => res.write(": ping\n\n"), KEEP_ALIVE_MS);
    ping.unref();
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on("close", end);
  });
}
