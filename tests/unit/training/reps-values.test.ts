import { describe, expect, it } from "vitest";
import { formatRepRange, parseRepRange, parseTimedRange, repMidpoint } from "@/lib/training/reps";
import { parseJsonList, pseudoRandomId, realNumberOr, toFiniteNumber } from "@/lib/training/values";

describe("rep text parsing", () => {
  it("ranges, singles, open ends and non-reps", () => {
    expect(parseRepRange("8-12")).toEqual({ min: 8, max: 12, openEnded: false });
    expect(parseRepRange("12-15+")).toEqual({ min: 12, max: 15, openEnded: true });
    expect(parseRepRange("10")).toEqual({ min: 10, max: 10, openEnded: false });
    expect(parseRepRange(" 6 to 8 ")).toEqual({ min: 6, max: 8, openEnded: false });
    expect(parseRepRange("5 each side")).toEqual({ min: 5, max: 5, openEnded: false });
    expect(parseRepRange(12)).toEqual({ min: 12, max: 12, openEnded: false });
    expect(parseRepRange("30s")).toBeNull();
    expect(parseRepRange("AMRAP")).toBeNull();
    expect(parseRepRange(0)).toBeNull();
    expect(repMidpoint({ min: 8, max: 12, openEnded: false })).toBe(10);
    expect(formatRepRange({ min: 12, max: 15, openEnded: true })).toBe("12-15+");
  });

  it("timed prescriptions, with their unit", () => {
    expect(parseTimedRange("30-45s")).toEqual({ min: 30, max: 45, unit: "seconds" });
    expect(parseTimedRange("45 sec")).toEqual({ min: 45, max: 45, unit: "seconds" });
    expect(parseTimedRange("10 min")).toEqual({ min: 10, max: 10, unit: "minutes" });
    expect(parseTimedRange("20 to 30 seconds")).toEqual({ min: 20, max: 30, unit: "seconds" });
    expect(parseTimedRange("8-12")).toBeNull();
    expect(parseTimedRange("5 each side")).toBeNull();
    expect(parseTimedRange("0s")).toBeNull();
    expect(parseTimedRange(30)).toBeNull();
  });
});

describe("value guards", () => {
  it("numbers from strings; real numbers only where the spec says so", () => {
    expect(toFiniteNumber("4")).toBe(4);
    expect(toFiniteNumber(" 2.5 ")).toBe(2.5);
    expect(toFiniteNumber("x")).toBeUndefined();
    expect(toFiniteNumber(Number.NaN)).toBeUndefined();
    expect(realNumberOr("4", 3)).toBe(3);
    expect(realNumberOr(4, 3)).toBe(4);
    expect(realNumberOr(Number.POSITIVE_INFINITY, 3)).toBe(3);
  });

  it("JSON lists and ids", () => {
    expect(parseJsonList('["a"]')).toEqual(["a"]);
    expect(parseJsonList('{"exercises":[1]}')).toEqual([1]);
    expect(parseJsonList("")).toEqual([]);
    expect(pseudoRandomId(() => 0)).toBe("aaaaaaaaaaaaaaa");
    expect(pseudoRandomId(() => 0.999999)).toBe("999999999999999");
  });
});
