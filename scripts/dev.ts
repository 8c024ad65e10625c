import { spawn } from "node:child_process";

/**
 * `npm run dev`: the API server (restarting on change) on API_PORT and Vite with HMR on
 * PORT (16000), which proxies /api to it. Ctrl-C stops both.
 */
const apiPort = process.env.API_PORT ?? "16001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "mock-server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, OMO_API_ONLY: "1", HOST: "127.0.0.1" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, OMO_API_URL: `http://127.0.0.1:${apiPort}` } }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", (code) => code && stop()));
