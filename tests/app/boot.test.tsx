import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fetchBootConfig } from "../../src/app/boot-config.js";
import { BootScreen } from "../../src/app/BootScreen.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

describe("booting from the server's config", () => {
  it("reads app, errors and routes from GET /api/app/config", async () => {
    const boot = shippedBootConfig();
    const fetch = vi.fn(async () => reply(boot));
    await expect(fetchBootConfig(fetch as unknown as typeof globalThis.fetch)).resolves.toEqual(boot);
    expect(fetch).toHaveBeenCalledWith("/api/app/config", { headers: { "accept-language": "zh-CN" } });
  });

  it("fails on an answer without a config, so the retry screen shows", async () => {
    const fetch = vi.fn(async () => new Response("bad gateway", { status: 502 }));
    await expect(fetchBootConfig(fetch as unknown as typeof globalThis.fetch)).rejects.toThrow();
  });

  it("shows 正在加载中 while loading, and a retry button when the server cannot be reached", async () => {
    const { rerender } = render(<BootScreen state="loading" />);
    expect(screen.getByRole("status")).toHaveTextContent("正在加载中");
    const onRetry = vi.fn();
    rerender(<BootScreen state="failed" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("无法连接服务器");
    await userEvent.click(screen.getByRole("button", { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
