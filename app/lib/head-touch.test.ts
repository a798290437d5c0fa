import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { HEAD_MEASURE } from "./head-measure.ts";
import { HEAD_TOUCH, LANDING_VALUE } from "./head-touch.ts";

// ADR 193, 227: the head script's first touch. `lv` (LANDING_VALUE) is the one statement of the
// landing page's rules; it runs here as the browser runs it, against the rules written out.

/** The head script's `lv`, evaluated as the browser would (only URL and URLSearchParams). */
const landingValue = runInNewContext(`(${LANDING_VALUE})`, { URL, URLSearchParams }) as (
  href: string,
  referrer: string,
) => string;

/** The rules in plain TypeScript (the capture of ADR 193 before it moved to the head script). */
function rules(href: string, referrer: string) {
  const here = new URL(href);
  let landing = here;
  let from = "";
  try {
    const ref = new URL(referrer);
    if (ref.host === here.host) landing = ref;
    else from = ref.host;
  } catch {
    // No referrer.
  }
  const part = (key: string) => (landing.searchParams.get(`utm_${key}`) ?? "").slice(0, 200);
  return new URLSearchParams({
    p: landing.pathname.slice(0, 300),
    r: from,
    s: part("source"),
    m: part("medium"),
    c: part("campaign"),
  }).toString();
}

describe("the landing page the head script records", () => {
  it("is this page, with the host a visitor came from", () => {
    expect(
      Object.fromEntries(
        new URLSearchParams(
          landingValue("https://vs.example/founders?utm_source=news", "https://search.example/q"),
        ),
      ),
    ).toEqual({ p: "/founders", r: "search.example", s: "news", m: "", c: "" });
    expect(landingValue("https://vs.example/", "")).toBe("p=%2F&r=&s=&m=&c=");
  });

  it("is the page before when this one was reached from the site by a full navigation", () => {
    const value = landingValue(
      "https://vs.example/waitlist",
      "https://vs.example/?utm_source=mail&utm_campaign=autumn",
    );
    expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
      p: "/",
      r: "",
      s: "mail",
      m: "",
      c: "autumn",
    });
  });

  it("follows the rules on many addresses and referrers", () => {
    const long = "x".repeat(400);
    const hrefs = [
      "https://vs.example/",
      "https://vs.example/founders?utm_source=news&utm_medium=email&utm_campaign=spring",
      "http://localhost:5173/sample-exam?utm_source=a%20b&utm_source=second#faq",
      `https://vs.example/${long}?utm_campaign=${long}`,
      "https://vs.example/é/ü?utm_medium=%E2%9C%93&utm_source=&x=1",
      "https://vs.example:8443/waitlist?utm_source=port",
      "https://vs.example/a?utm_source=%26%3D%3B",
    ];
    const referrers = [
      "",
      "not a url",
      "https://search.example/q?secret=1",
      "https://vs.example/?utm_source=mail&utm_campaign=autumn",
      "https://vs.example:8443/about?utm_medium=port",
      "http://localhost:5173/education?utm_source=local",
      "android-app://com.example.app/",
      `https://vs.example/${long}?utm_source=${long}`,
    ];
    let compared = 0;
    for (const href of hrefs)
      for (const referrer of referrers) {
        expect(landingValue(href, referrer), `${href} from ${referrer}`).toBe(
          rules(href, referrer),
        );
        compared++;
      }
    expect(compared).toBe(56);
  });
});

/** The head script's parts that keep the first touch, run on a page with `cookie` stored. */
function page(cookie: string, opts: { gpc?: boolean; href?: string; referrer?: string } = {}) {
  const jar = new Map<string, string>();
  for (const part of cookie.split("; ").filter(Boolean)) {
    const [name, ...value] = part.split("=");
    jar.set(name, value.join("="));
  }
  const written: string[] = [];
  const listeners: ((e: { detail: string }) => void)[] = [];
  const document = {
    referrer: opts.referrer ?? "",
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split("; ");
      const [name, ...value] = pair.split("=");
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(name);
      else jar.set(name, value.join("="));
    },
    addEventListener() {},
  };
  const w = {
    addEventListener: (type: string, fn: (e: { detail: string }) => void) => {
      if (type === "vs:consent") listeners.push(fn);
    },
    dispatchEvent() {},
  };
  runInNewContext(`${HEAD_MEASURE.split("\n")[0]}\n${HEAD_TOUCH}`, {
    document,
    w,
    d: { dataset: {} },
    navigator: { globalPrivacyControl: opts.gpc === true },
    location: { href: opts.href ?? "https://vs.example/?utm_source=x", protocol: "https:" },
    URL,
    URLSearchParams,
    encodeURIComponent,
    decodeURIComponent,
  });
  return {
    written,
    touch: () => jar.get("vs_touch"),
    consent(value: string) {
      jar.set("vs_consent", value);
      for (const fn of listeners) fn({ detail: value });
    },
  };
}

describe("the head script's first touch", () => {
  it("is written while the page is parsed when the visitor allows measurement, once", () => {
    const p = page("vs_consent=all");
    expect(decodeURIComponent(p.touch()!)).toBe("p=/&r=&s=x&m=&c=".replace("/", "%2F"));
    expect(p.written[0]).toMatch(/^vs_touch=[^;]+; Path=\/; Max-Age=86400; SameSite=Lax; Secure$/);
    const kept = page(`vs_consent=all; vs_touch=${encodeURIComponent("p=%2Fabout&r=&s=&m=&c=")}`);
    expect(kept.written).toEqual([]);
  });

  it("is not written without consent to all, with an opt-out or with Global Privacy Control", () => {
    expect(page("").written).toEqual([]);
    expect(page("vs_consent=essential").written).toEqual([]);
    expect(page("vs_consent=all; vs_privacy_choice=opt-out").written).toEqual([]);
    expect(page("vs_consent=all", { gpc: true }).written).toEqual([]);
  });

  it("is written on 'Accept All' and deleted on 'essential'", () => {
    const p = page("", { href: "https://vs.example/waitlist", referrer: "https://news.example/" });
    p.consent("all");
    expect(Object.fromEntries(new URLSearchParams(decodeURIComponent(p.touch()!)))).toEqual({
      p: "/waitlist",
      r: "news.example",
      s: "",
      m: "",
      c: "",
    });
    p.consent("essential");
    expect(p.touch()).toBeUndefined();
    expect(p.written.at(-1)).toBe("vs_touch=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });
});
