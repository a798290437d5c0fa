// Avatars (ADR 180): an image over 16 megapixels is refused from its header,
// before any pixel is decoded, and at most two decodes run at once.
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { memberText } from "../../app/content/members.ts";
import { AVATAR_MAX_DECODES, processAvatar, takePeakDecodes } from "../../app/lib/avatar.server.ts";
import { type TestApp, withTestApp } from "../support/app.ts";
import { createMember, request } from "../support/factories.ts";

let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

function upload(cookie: string, body: Buffer) {
  const boundary = "----vsavatar" + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="intent"\r\n\r\navatar\r\n--${boundary}\r\ncontent-disposition: form-data; name="avatar"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(t, {
    method: "POST",
    path: "/dashboard",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
    body: payload,
  });
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe("avatar decoding", () => {
  test("refuses an image over 16 megapixels, however small the file", async () => {
    const m = await createMember(t);
    const huge = await plain(5000, 4000); // 20 MP in a few kilobytes
    expect(huge.byteLength).toBeLessThan(1024 * 1024);
    const res = await upload(m.cookie, huge);
    expect(res.status).toBe(413);
    expect(res.body).toContain(memberText.dashboard.uploadTooManyPixels);
    const [row] = await t.services.database.rawTransaction((run) =>
      run("select avatar_url from profiles where id = $1", [m.id]),
    );
    expect(row.avatar_url).toBeNull();
    // 16 MP exactly is fine.
    expect((await upload(m.cookie, await plain(4000, 4000))).status).toBe(200);
  });

  test(`runs at most ${AVATAR_MAX_DECODES} decodes at a time`, async () => {
    const image = await plain(2000, 2000);
    takePeakDecodes();
    const results = await Promise.all(Array.from({ length: 8 }, () => processAvatar(image)));
    expect(results.every((webp) => webp.byteLength > 0)).toBe(true);
    expect(takePeakDecodes()).toBe(AVATAR_MAX_DECODES);
  });

  test("accepts JPEG, PNG, WebP and GIF only (ADR 190)", async () => {
    const m = await createMember(t);
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } });
    for (const [format, body] of [
      ["tiff", await image.clone().tiff().toBuffer()],
      ["avif", await image.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload(m.cookie, body);
      expect(res.status, format).toBe(415);
      expect(res.body, format).toContain(memberText.dashboard.uploadNotImage);
    }
    for (const format of ["jpeg", "png", "webp", "gif"] as const)
      expect(
        (await upload(m.cookie, await image.clone().toFormat(format).toBuffer())).status,
        format,
      ).toBe(200);
  });
});
