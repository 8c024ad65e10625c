import { afterEach, describe, expect, it } from "vitest";
import { linkPrebuiltStyles } from "../../src/app/prebuilt-styles.js";

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")];
afterEach(() => links().forEach((link) => link.remove()));

/** Whether the promise has settled by the time the queued callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("antd's prebuilt stylesheet in the page", () => {
  it("goes first in <head>, before the product's own CSS, and is waited for until it has loaded", async () => {
    const own = document.createElement("link");
    own.rel = "stylesheet";
    own.href = "/assets/BasicLayout-1a2b.css";
    document.head.append(own);
    const loading = linkPrebuiltStyles("/assets/antd-1a2b.css");
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/antd-1a2b.css",
      "/assets/BasicLayout-1a2b.css",
    ]);
    expect(await settled(loading)).toBe(false);
    links()[0].dispatchEvent(new Event("load"));
    expect(await settled(loading)).toBe(true);
    expect(links()).toHaveLength(2);
  });

  it("is taken out when it cannot be loaded, and the page goes on without it", async () => {
    const loading = linkPrebuiltStyles("/assets/antd-1a2b.css");
    links()[0].dispatchEvent(new Event("error"));
    expect(await settled(loading)).toBe(true);
    expect(links()).toEqual([]);
  });

  it("is not linked where there is none (the dev server)", async () => {
    expect(await settled(linkPrebuiltStyles(null))).toBe(true);
    expect(links()).toEqual([]);
  });
});
