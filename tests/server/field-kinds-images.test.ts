import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, sampleData, type ResourceApp } from "../helpers/resources-fixture.js";
import { multipart, pngOf } from "../helpers/multipart.js";

let t: ResourceApp;
let campus: number;
beforeAll(async () => {
  t = await resourceApp();
  campus = (await sampleData(t))["北京朝阳校区"];
});
afterAll(() => t.close());

const uploadImage = async () => {
  const { payload, headers } = multipart("p.png", pngOf());
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/files",
    payload,
    headers: { ...headers, code: t.admin },
  });
  return body<{ url: string }>(res).data.url;
};

describe("several images (array of image items)", () => {
  it("stores the uploaded pictures' addresses in order, and answers them in that order", async () => {
    const urls = [await uploadImage(), await uploadImage(), await uploadImage()];
    const res = await t.call("PUT", `/api/v1/resources/campus/${campus}`, { photos: urls });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ photos: string[] }>(res).data.photos).toEqual(urls);
    const reordered = [urls[2], urls[0]];
    const again = await t.call("PUT", `/api/v1/resources/campus/${campus}`, { photos: reordered });
    expect(body<{ photos: string[] }>(again).data.photos).toEqual(reordered);
  });

  it("refuses a value that is not an image address, and more than maxItems", async () => {
    const bad = await t.call("PUT", `/api/v1/resources/campus/${campus}`, { photos: ["javascript:alert(1)"] });
    expect(body(bad)).toMatchObject({ code: 10001, data: { errors: { photos: "校区照片中有无效的图片地址" } } });
    const url = await uploadImage();
    const many = await t.call("PUT", `/api/v1/resources/campus/${campus}`, { photos: Array(10).fill(url) });
    expect(body(many)).toMatchObject({ code: 10001, data: { errors: { photos: "校区照片最多9张" } } });
  });
});
