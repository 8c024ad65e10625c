/**
 * Which proxies may tell the server who the client is (`X-Forwarded-For`, `-Proto`, `-Host`):
 * false, none (the default: the address is the socket's, so the operation log and anything keyed
 * by address cannot be fooled by a header); a hop count (the proxies right in front of the server);
 * or the proxies' addresses and subnets (`10.0.0.1,10.1.0.0/16`, or proxy-addr's `loopback`).
 */
export type TrustProxy = false | number | string[];

/**
 * The setting as Fastify's `trustProxy`. A hop count becomes a function trusting the `hops` addresses
 * nearest the server: Fastify itself ignores a bare number, since it cannot tell a proxy from a client
 * that talks to the server directly and sends enough X-Forwarded-For entries. So a hop count is only
 * right when the server is reachable solely through its proxies (listening on 127.0.0.1, a private
 * network); addresses are the safer setting.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return setting > 0 ? (_address, hop) => hop < setting : false;
}

/**
 * Reads `OMO_TRUST_PROXY`: unset, empty or `0` trusts none; a whole number is a hop count; anything
 * else a comma-separated list of addresses. `true` is refused: trusting every sender of the header
 * is exactly the forgery this setting exists to stop.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") {
    throw new Error("OMO_TRUST_PROXY=true would believe X-Forwarded-For from anyone: give a hop count or addresses");
  }
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
