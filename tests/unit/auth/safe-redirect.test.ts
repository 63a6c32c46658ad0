import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/components/auth/login-messages";

const BASE = "http://app.invalid";

/** Where a browser on this site goes when told to navigate to `path`. */
function landsOn(path: string): string {
  return new URL(path, BASE).origin;
}

describe("safeRedirect", () => {
  it("keeps paths on this site, with query and hash", () => {
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/dashboard?from=guard")).toBe("/dashboard?from=guard");
    expect(safeRedirect("/train/start?workout=abc#top")).toBe("/train/start?workout=abc#top");
    expect(safeRedirect("/history/./x/../y")).toBe("/history/y");
    // An encoded slash is a character of the path, not a separator: it stays on this site.
    expect(safeRedirect("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
  });

  it("falls back for nothing, relative paths and absolute URLs", () => {
    for (const value of [null, undefined, "", "dashboard", " /dashboard", "https://evil.example/", "http:evil.example", "https:/evil.example", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "mailto:a@b.c", "\t//evil.example", "\\\\evil.example"]) {
      expect(safeRedirect(value), String(value)).toBe("/dashboard");
    }
  });

  const EVIL = [
    "//evil.example",
    "//evil.example/phish",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "/\\\\evil.example",
    "/\\/evil.example",
    "//\\evil.example",
    "/.//evil.example/phish",
    "/./\\evil.example",
    "/..//evil.example",
    "/../..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/%2e/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\t\\evil.example",
    "/.\t//evil.example",
    "/\u0000/evil.example",
    "/ /evil.example",
    "//evil.example@app.invalid",
    "//app.invalid@evil.example",
    "/\\evil.example%2f",
    "/%5c%5cevil.example",
    "/%2f/evil.example",
  ];

  it.each(EVIL)("never leaves the site for %j", (value) => {
    const result = safeRedirect(value);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toMatch(/\\/);
    expect(landsOn(result)).toBe(BASE);
    // And it reads back as itself: navigating to it again stays put.
    expect(safeRedirect(result)).toBe(result);
  });

  it("refuses the spellings that normalise to another host", () => {
    for (const value of ["/.//evil.example/phish", "/%2e//evil.example", "/..//evil.example", "/\t/evil.example", "/\n/evil.example", "/\\evil.example", "//evil.example"]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe("/dashboard");
    }
  });
});
