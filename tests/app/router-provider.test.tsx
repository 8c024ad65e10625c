import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BrowserRouter, Route, Routes, useNavigate } from "react-router";
import type { GoConfig } from "@refinedev/core";
import { guardedRouterProvider } from "../../src/app/refine/router-provider.js";

type Go = (config: GoConfig) => unknown;

/** Renders a list page stand-in at /list that hands out its `go`, and a way to leave it. */
function setup() {
  window.history.replaceState(null, "", "/list");
  const held: { go?: Go; navigate?: (to: string) => void } = {};
  function ListPage() {
    held.go = guardedRouterProvider.go!() as Go;
    return null;
  }
  function Navigator() {
    held.navigate = useNavigate() as (to: string) => void;
    return null;
  }
  render(
    <BrowserRouter>
      <Navigator />
      <Routes>
        <Route path="/list" element={<ListPage />} />
        <Route path="/other" element={null} />
      </Routes>
    </BrowserRouter>,
  );
  return held;
}

describe("the router binding's guard", () => {
  it("lets the page on screen write its state into the address", () => {
    const held = setup();
    act(() => void held.go!({ type: "replace", query: { currentPage: 2 } }));
    expect(window.location.pathname + window.location.search).toBe("/list?currentPage=2");
  });

  it("drops a late state write of a page that is no longer on screen", () => {
    const held = setup();
    const lateGo = held.go!;
    act(() => held.navigate!("/other"));
    act(() => void lateGo({ type: "replace", query: { currentPage: 1 } }));
    expect(window.location.pathname + window.location.search).toBe("/other");
  });

  it("still follows a navigation with a path from anywhere", () => {
    const held = setup();
    const go = held.go!;
    act(() => held.navigate!("/other"));
    act(() => void go({ to: "/list", type: "push" }));
    expect(window.location.pathname).toBe("/list");
  });
});
