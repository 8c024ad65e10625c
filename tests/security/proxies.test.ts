import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { parseTrustProxy } from "../../mock-server/plugins/trust-proxy.js";
import type { BuildOptions } from "../../mock-server/app.js";

/** An address of the documentation range: nobody's, so finding it in the log means the header was believed. */
const FORGED = "203.0.113.9";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Registers an account (a public, logged write) from `remoteAddress`, claiming FORGED, and returns the logged IP. */
async function loggedIp(options: BuildOptions, remoteAddress = "127.0.0.1"): Promise<string> {
  t = await createTestApp({ seed: false, ...options });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/register",
    remoteAddress,
    headers: { "x-forwarded-for": FORGED },
    payload: { username: "proxytest", password: "secret123" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.sql.get<{ ip: string }>(
    "SELECT ip FROM operation_log WHERE action = '注册' AND target = 'proxytest'",
  );
  expect(row).toBeDefined();
  return row!.ip;
}

describe("X-Forwarded-For", () => {
  it("is not believed by default: the operation log stores the socket's address", async () => {
    expect(await loggedIp({}, "198.51.100.7")).toBe("198.51.100.7");
  });

  it("is believed with one trusted hop (OMO_TRUST_PROXY=1)", async () => {
    expect(await loggedIp({ trustProxy: parseTrustProxy("1") })).toBe(FORGED);
  });

  it("is believed only from the trusted proxy's address when addresses are given", async () => {
    const trustProxy = parseTrustProxy("127.0.0.1, 10.0.0.0/8");
    expect(await loggedIp({ trustProxy })).toBe(FORGED);
    await t!.close();
    t = undefined;
    expect(await loggedIp({ trustProxy }, "198.51.100.7")).toBe("198.51.100.7");
  });
});

describe("OMO_TRUST_PROXY", () => {
  it("trusts nobody when unset, empty or 0", () => {
    for (const value of [undefined, "", " ", "0", "false"]) expect(parseTrustProxy(value), String(value)).toBe(false);
  });

  it("reads a hop count or a list of addresses", () => {
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16,loopback")).toEqual(["10.0.0.1", "10.1.0.0/16", "loopback"]);
  });

  it("refuses `true`, which would believe anyone", () => {
    expect(() => parseTrustProxy("true")).toThrow(/hop count or addresses/);
  });
});
