import type { FastifyInstance } from "fastify";

/** Starts `app` on a free loopback port and signs in as the demo admin: the API's base and the token header. */
export async function listenSignedIn(app: FastifyInstance): Promise<{ base: string; headers: { code: string } }> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  return { base, headers: { code: ((await login.json()) as { data: { token: string } }).data.token } };
}
