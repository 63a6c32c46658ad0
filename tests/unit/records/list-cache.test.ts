import { afterEach, describe, expect, it, vi } from "vitest";
import { clearListCache, getCachedList, listCacheable, setCachedList } from "@/lib/records/list-cache";
import type { ListParams } from "@/lib/records/params";

const params = (over: Partial<ListParams> = {}): ListParams => ({
  page: 1, perPage: 24, sort: "name", filter: "", expand: "", fields: "", skipTotal: false, ...over,
});

afterEach(() => {
  clearListCache();
  vi.useRealTimers();
});

describe("list cache", () => {
  it("refuses answers that depend on the caller or the moment", () => {
    expect(listCacheable(params())).toBe(true);
    expect(listCacheable(params({ sort: "@random" }))).toBe(false);
    expect(listCacheable(params({ filter: "created > @now" }))).toBe(false);
    expect(listCacheable(params({ filter: 'id = @request.auth.id' }))).toBe(false);
    expect(listCacheable(params({ filter: 'workout_sessions_via_exercisesPerformed.notes ?~ "x"' }))).toBe(false);
    expect(listCacheable(params({ sort: "-workouts_via_exercises.name" }))).toBe(false);
  });

  it("forgets an answer after a minute", () => {
    vi.useFakeTimers();
    setCachedList("k", "answer");
    vi.advanceTimersByTime(59_000);
    expect(getCachedList("k")).toBe("answer");
    vi.advanceTimersByTime(2_000);
    expect(getCachedList("k")).toBeUndefined();
  });

  it("evicts the oldest answers to stay within its memory bound", () => {
    const big = "x".repeat(4 * 1024 * 1024); // one eighth of the bound: the largest kept
    for (let i = 0; i < 9; i++) setCachedList(`k${i}`, big);
    expect(getCachedList("k0")).toBeUndefined();
    expect(getCachedList("k8")).toBe(big);
    setCachedList("huge", "y".repeat(5 * 1024 * 1024));
    expect(getCachedList("huge")).toBeUndefined();
  });

  it("keeps an answer that is still being asked for over one stored earlier that nobody reads", () => {
    const big = "x".repeat(4 * 1024 * 1024);
    for (let i = 0; i < 8; i++) setCachedList(`k${i}`, big);
    expect(getCachedList("k0")).toBe(big); // the library's first page, asked for again
    setCachedList("k8", big);
    expect(getCachedList("k0")).toBe(big);
    expect(getCachedList("k1")).toBeUndefined();
  });
});
