import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { foldLiterals } from "@/lib/records/filter/compile";
import { likeMatch, likePattern } from "@/lib/records/filter/like";

/** The backtracking regular expression likeMatch replaced: the reference for its answers. */
function regexLike(subject: string, pattern: string): boolean {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) re += escapeRegex(pattern[++i]);
    else if (c === "%") re += "[\\s\\S]*";
    else if (c === "_") re += "[\\s\\S]";
    else re += escapeRegex(c);
  }
  return new RegExp(`^${re}$`, "i").test(subject);
}

function escapeRegex(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

// Few letters, so matches are common; wildcards, escapes and letters whose case folding is special.
const unit = fc.constantFrom("a", "A", "b", "B", "%", "_", "\\", "\n", "ß", "ı", "I", "ſ", "S", "é", "É", "😀", "*", ".");
const short = fc.array(unit, { maxLength: 10 }).map((a) => a.join(""));

describe("LIKE in JavaScript (folded `~`)", () => {
  it("answers as the regular expression did, for any short subject and pattern", () => {
    fc.assert(
      fc.property(short, short, (subject, pattern) => {
        expect(likeMatch(subject, pattern)).toBe(regexLike(subject, pattern));
        expect(likeMatch(subject, likePattern(pattern))).toBe(regexLike(subject, likePattern(pattern)));
      }),
      { numRuns: 5_000 },
    );
  });

  it("honours `_`, escapes and case", () => {
    expect(likeMatch("Bench Press", "%press%")).toBe(true);
    expect(likeMatch("a_b", likePattern("a_b"))).toBe(true);
    expect(likeMatch("axb", likePattern("a_b"))).toBe(false);
    expect(likeMatch("axb", "a_b")).toBe(true);
    expect(likeMatch("100%", likePattern("100\\%"))).toBe(true);
    expect(likeMatch("100x", likePattern("100\\%"))).toBe(false);
    expect(likeMatch("", "%")).toBe(true);
    expect(likeMatch("a", "")).toBe(false);
    expect(likeMatch("ab\\", "ab\\")).toBe(true);
  });

  it("is linear on the pathological pattern that took seconds (and exponentially more with length)", () => {
    const started = performance.now();
    expect(foldLiterals("~", "a".repeat(60), "%a%a%a%a%a%a%b")).toBe(false);
    // The longest a filter allows: 3,500 characters in all.
    expect(likeMatch("a".repeat(1700), "%a".repeat(850) + "%b")).toBe(false);
    expect(likeMatch("a".repeat(1700), "%a".repeat(850) + "%")).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
