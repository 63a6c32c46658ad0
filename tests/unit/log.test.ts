import { afterEach, describe, expect, it, vi } from "vitest";
import { formatLine, log, withRequestId } from "@/lib/log";
import { requestIdFor } from "@/lib/server/request-hook";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("log lines", () => {
  const at = new Date("2026-11-25T10:00:00.000Z");

  it("are time, level, key=value pairs and the message, quoting what needs it", () => {
    expect(formatLine("info", "request", { method: "GET", path: "/a b", status: 200, empty: "", gone: undefined }, at)).toBe(
      '2026-11-25T10:00:00.000Z INFO method=GET path="/a b" status=200 empty="" request',
    );
  });

  it("carry the request id of the request they are written in", async () => {
    const line = await withRequestId("abc123", async () => {
      await new Promise((r) => setTimeout(r, 1));
      return formatLine("error", "[api] unexpected error: boom", {}, at);
    });
    expect(line).toBe("2026-11-25T10:00:00.000Z ERROR request=abc123 [api] unexpected error: boom");
    expect(formatLine("error", "outside", {}, at)).toBe("2026-11-25T10:00:00.000Z ERROR outside");
  });

  it("are filtered by LOG_LEVEL", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    log("info", "shown at info");
    log("debug", "hidden at info");
    log("warn", "warnings go to stderr");
    expect(out.mock.calls.map(String).join("\n")).toContain("shown at info");
    expect(out.mock.calls.map(String).join("\n")).not.toContain("hidden at info");
    expect(err.mock.calls.map(String).join("\n")).toContain("warnings go to stderr");
  });
});

describe("request ids", () => {
  it("keep a proxy's plain id and make a new one otherwise", () => {
    expect(requestIdFor("edge-1.a_b")).toBe("edge-1.a_b");
    expect(requestIdFor(["first", "second"])).toBe("first");
    for (const bad of [undefined, "", "a b", 'x"y', "x".repeat(65), "a\nb", "ä"]) {
      expect(requestIdFor(bad)).toMatch(/^[a-f0-9]{12}$/);
    }
  });
});
