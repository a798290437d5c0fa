import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { readSiteConfig } from "./site-config";

describe("environment", () => {
  it("applies defaults and treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATA_DIR: "/tmp/x" });
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe("/tmp/x");
    expect(env.RATE_LIMIT).toBe("on");
  });

  it("parses PUBLIC_URL once into its origin and whether it is https", () => {
    expect(parseEnv({ PUBLIC_URL: "https://example.org/some/path" })).toMatchObject({
      secure: true,
      origin: "https://example.org",
    });
    expect(parseEnv({})).toMatchObject({ secure: false, origin: "http://localhost:3000" });
  });

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "99999", DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "99999", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  it("lets the environment override brand details", () => {
    const config = readSiteConfig({ SITE_BRAND: "Arena Co", PUBLIC_URL: "https://x.org/" });
    expect(config.brand).toBe("Arena Co");
    expect(config.roleName).toBe("VentureStaker");
    expect(config.publicUrl).toBe("https://x.org");
  });
});
