import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets later classes override earlier ones of the same group", () => {
    expect(cn("h-10 px-4 py-2", "h-auto px-0")).toBe("py-2 h-auto px-0");
    expect(cn("text-sm text-muted-foreground", "text-lg")).toBe("text-muted-foreground text-lg");
    expect(cn("text-sm text-muted-foreground", "text-foreground")).toBe("text-sm text-foreground");
    expect(cn("bg-primary hover:bg-primary/90", "bg-destructive")).toBe(
      "hover:bg-primary/90 bg-destructive",
    );
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("border border-input", "border-destructive")).toBe("border border-destructive");
    expect(cn("hidden md:flex", "flex")).toBe("md:flex flex");
  });

  it("keeps unrelated classes and drops falsy ones", () => {
    expect(cn("a", false, undefined, "b", { c: true, d: false })).toBe("a b c");
  });
});
