import { StrictMode, useEffect } from "react";
import { act, render } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router";
import NProgress from "nprogress";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProgressBar } from "../../src/shell/ProgressBar.js";

/** The test's hold on the router: `to.current(path)` navigates. */
const to: { current: (path: string) => void } = { current: () => {} };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    to.current = (path) => void navigate(path);
  }, [navigate]);
  return null;
}
const go = (path: string) => to.current(path);

const bar = () => document.querySelector("#nprogress");

describe("the navigation progress bar", () => {
  afterEach(() => {
    vi.useRealTimers();
    NProgress.remove();
  });

  it("runs from one page to another, not for the page the shell opened on", () => {
    vi.useFakeTimers();
    // As the app runs it: StrictMode runs each effect twice on mount.
    render(
      <StrictMode>
        <MemoryRouter initialEntries={["/index"]}>
          <Navigator />
          <ProgressBar enabled />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(bar()).toBeNull();
    act(() => go("/operation-management/campus-management"));
    expect(bar()).not.toBeNull();
    // Done after 300 ms, then NProgress fades it out (speed 500).
    act(() => vi.advanceTimersByTime(2000));
    expect(bar()).toBeNull();
    // Back to the page it opened on: that is a navigation too.
    act(() => go("/index"));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
  });

  it("stays off when the setting is off, and is not started by switching it on", () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={["/index"]}>
        <Navigator />
        <ProgressBar enabled={false} />
      </MemoryRouter>,
    );
    act(() => go("/operation-management/campus-management"));
    expect(bar()).toBeNull();
    rerender(
      <MemoryRouter initialEntries={["/index"]}>
        <Navigator />
        <ProgressBar enabled />
      </MemoryRouter>,
    );
    expect(bar()).toBeNull();
    act(() => go("/index"));
    expect(bar()).not.toBeNull();
  });
});
