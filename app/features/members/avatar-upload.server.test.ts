import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember, request } from "../../../tests/support/factories.ts";
import { memberText } from "../../content/members.ts";

// The dashboard's picture upload (docs/product.md#dashboard): what is stored, where, and what is
// refused.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; body: Buffer },
) {
  const boundary = "----vsboundary" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="avatar"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.body, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function upload(cookie: string, file?: { name: string; type: string; body: Buffer }) {
  const form = multipart({ intent: "avatar" }, file);
  return request(t, {
    method: "POST",
    path: "/dashboard",
    headers: { "content-type": form.type, cookie },
    body: form.body,
  });
}

describe("avatar upload", () => {
  it("re-encodes an image to WebP under avatars/{user id}/ and serves it at a public URL", async () => {
    const m = await createMember(t);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#3366cc" },
    })
      .png()
      .toBuffer();
    const res = await upload(m.cookie, { name: "me.png", type: "image/png", body: png });
    expect(res.status).toBe(200);
    const [row] = await t.query("select avatar_url from profiles where id = $1", [m.id]);
    expect(row.avatar_url).toMatch(new RegExp(`^/avatars/${m.id}/[a-f0-9]{32}\\.webp$`));
    const image = await t.app.inject(row.avatar_url as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(256);
  });

  it("rejects bytes that are not an image, whatever their name and type, and files over 5 MB", async () => {
    const m = await createMember(t);
    const fake = await upload(m.cookie, {
      name: "cat.png",
      type: "image/png",
      body: Buffer.from("<svg onload=alert(1)>not really</svg>"),
    });
    expect(fake.status).toBe(415);
    expect(fake.body).toContain(memberText.dashboard.uploadNotImage);
    const big = await upload(m.cookie, {
      name: "big.png",
      type: "image/png",
      body: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect(big.status).toBe(413);
    expect(big.body).toContain("larger than 5 MB");
    const [row] = await t.query("select avatar_url from profiles where id = $1", [m.id]);
    expect(row.avatar_url).toBeNull();
  });

  it("does nothing when no file is chosen", async () => {
    const m = await createMember(t);
    const res = await upload(m.cookie);
    expect(res.status).toBe(200);
  });

  it("answers 404 for unknown or malformed avatar paths", async () => {
    expect(
      (await t.app.inject("/avatars/abc/0123456789abcdef0123456789abcdef.webp")).statusCode,
    ).toBe(404);
    expect((await t.app.inject("/avatars/..%2F..%2Fsecrets.json/x.webp")).statusCode).toBe(404);
  });
});
