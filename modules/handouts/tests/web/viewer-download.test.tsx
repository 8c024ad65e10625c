import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHandoutViewer, type HandoutFile } from "../../web/viewer/use-handout-viewer.js";
import { calls, fakeServer, renderPage, type Answer } from "../../../../tests/helpers/render-page.js";

/** A page with one 下载 for `file`, as the list and the tree hand theirs to the viewer. */
function OneFile({ file }: { file: HandoutFile }) {
  const { viewer } = useHandoutViewer();
  return <button onClick={() => viewer.download(file)}>下载</button>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the viewer's 下载", () => {
  it("fetches through the http client (the file route wants the token) and saves under the server's name", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const file: Answer = (path) =>
      path === "/v1/handout_file/2?download=1"
        ? new Response("%PDF-1.7", {
            headers: {
              "content-type": "application/pdf",
              "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("数学讲义第1讲.pdf")}`,
            },
          })
        : undefined;
    const fetch = fakeServer(file);
    const handout = { url: "/api/v1/handout_file/2", name: "第1讲", download: "/api/v1/handout_file/2?download=1" };
    const { user } = renderPage(<OneFile file={handout} />, { fetch, path: "/handouts" });
    await user.click(screen.getByText("下载"));
    await waitFor(() => expect(saved).toEqual(["数学讲义第1讲.pdf"]));
    expect(calls(fetch, "/v1/handout_file/2?download=1")).toHaveLength(1);
  });

  it("asks nothing for a handout without a download address", async () => {
    const fetch = fakeServer();
    const { user } = renderPage(<OneFile file={{ url: "/api/v1/handout_file/3", name: "第3讲" }} />, {
      fetch,
      path: "/handouts",
    });
    await user.click(screen.getByText("下载"));
    expect(calls(fetch, "/v1/handout_file")).toHaveLength(0);
  });
});
