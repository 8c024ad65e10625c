import { Suspense, type ComponentType } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "../../src/app/lazy-page.js";

type Module = { default: ComponentType<{ who: string }> };
const Page: ComponentType<{ who: string }> = ({ who }) => <p>页面 {who}</p>;

/** A page whose first load, asked ahead, has failed (offline); every later load brings it. */
async function afterFailedPreload() {
  const load = vi
    .fn<() => Promise<Module>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue({ default: Page });
  const Lazy = lazyPage(load);
  await expect(Lazy.preload()).rejects.toThrow("offline");
  return { load, Lazy };
}

function renderIn(Lazy: ComponentType<{ who: string }>) {
  return render(
    <Suspense fallback={<p>加载中</p>}>
      <Lazy who="甲" />
    </Suspense>,
  );
}

describe("a page whose code can be loaded ahead (lazyPage)", () => {
  it("draws at once, without its loading fallback, when its code came in before it rendered", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load);
    await Lazy.preload();
    renderIn(Lazy);
    // In the first render: React never committed the fallback, so it does not hold the page back.
    expect(screen.getByText("页面 甲")).toBeInTheDocument();
    expect(screen.queryByText("加载中")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the fallback until its code comes when it renders first, and loads the code once", async () => {
    let arrive: (module: Module) => void = () => {};
    const load = vi.fn(() => new Promise<Module>((resolve) => (arrive = resolve)));
    const Lazy = lazyPage(load);
    const asked = Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByText("加载中")).toBeInTheDocument();
    await act(async () => {
      arrive({ default: Page });
      await asked;
    });
    expect(await screen.findByText("页面 甲")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads its code again on its first render when the load asked ahead failed", async () => {
    const { load, Lazy } = await afterFailedPreload();
    renderIn(Lazy);
    expect(await screen.findByText("页面 甲")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks again after its code failed to come", async () => {
    const { load, Lazy } = await afterFailedPreload();
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByText("页面 甲")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
