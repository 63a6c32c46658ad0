import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as training from "@/lib/training";

const dir = path.resolve(__dirname, "../../../lib/training");
// Subfolders too (data/): every file of the folder stays pure.
const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts"));

describe("lib/training stays pure", () => {
  it("imports nothing outside its folder", () => {
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), "utf8");
      const specifiers = [...source.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]);
      for (const s of specifiers) {
        const inside = s.startsWith(".") && path.resolve(dir, path.dirname(file), s).startsWith(dir + path.sep);
        expect(inside, `${file} imports ${s}`).toBe(true);
      }
    }
  });

  it("never reads the clock", () => {
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), "utf8");
      expect(/Date\.now\(|new Date\(\)/.test(source), file).toBe(false);
    }
  });

  it("the index exposes the main entry points", () => {
    for (const name of ["scoreWorkout", "analyseCoverage", "balanceWarnings", "topsis", "generatorDurationMinutes", "builderStats", "currentStreak", "yearlyPrice", "epleyOneRepMax", "sanitiseProgramWeeks"]) {
      expect(typeof (training as Record<string, unknown>)[name], name).toBe("function");
    }
  });
});
