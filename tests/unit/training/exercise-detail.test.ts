import { describe, expect, it } from "vitest";
import {
  experienceBarPercent,
  exerciseTempo,
  formatDifficultyParam,
  hasTempo,
  instructionSteps,
  mobilityBarPercent,
  parseDescription,
  parseDifficultyParam,
  programmingParameters,
  variationSnippet,
  wrapIndex,
} from "@/lib/training/exercise-detail";

describe("exercise detail rules (spec 3 §9)", () => {
  it("instructions: steps over 10 characters, at most 6", () => {
    const text = ["Stand tall with feet apart", "Brace", "Lower slowly under control", "Drive up through the heels", "Lock out at the top", "Breathe out on the way up", "Rack the bar safely", "Rest"].join("\n");
    const steps = instructionSteps(text);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toBe("Stand tall with feet apart");
    expect(steps).not.toContain("Brace");
    expect(instructionSteps("1. Grip the bar firmly. 2. Pull your chest to the bar.")).toEqual(["Grip the bar firmly.", "Pull your chest to the bar."]);
    expect(instructionSteps(null)).toEqual([]);
  });

  it("variation snippet: first segment over 20 characters", () => {
    expect(variationSnippet("Short. This segment is clearly longer than twenty. Another one")).toBe("This segment is clearly longer than twenty");
    expect(variationSnippet("Too short")).toBe("");
  });

  it("tempo defaults 3-0-1 and total rep time is the sum", () => {
    expect(exerciseTempo({})).toEqual({ eccentric: 3, isometric: 0, concentric: 1, total: 4 });
    expect(exerciseTempo({ tempoEccentric: 2, tempoIsometric: 1, tempoConcentric: 2 }).total).toBe(5);
    expect(hasTempo({ tempoEccentric: 3 })).toBe(false);
    expect(hasTempo({ tempoEccentric: 3, tempoConcentric: 1 })).toBe(true);
  });

  it("bars: mobility 20% per point, experience 75% or 25%", () => {
    expect(mobilityBarPercent(3)).toBe(60);
    expect(mobilityBarPercent(5)).toBe(100);
    expect(mobilityBarPercent(null)).toBe(0);
    expect(experienceBarPercent("lvl1")).toBe(75);
    expect(experienceBarPercent(undefined)).toBe(25);
  });

  it("programming tab defaults to hypertrophy", () => {
    expect(programmingParameters().reps).toBe("6-12");
    expect(programmingParameters("power").tempo).toBe("1-0-X");
  });

  it("description: '- ' bullets and **bold**", () => {
    expect(parseDescription("Intro **key** point\n- first\n\n- **bold** item")).toEqual([
      { kind: "paragraph", parts: [{ text: "Intro ", bold: false }, { text: "key", bold: true }, { text: " point", bold: false }] },
      { kind: "bullet", parts: [{ text: "first", bold: false }] },
      { kind: "bullet", parts: [{ text: "bold", bold: true }, { text: " item", bold: false }] },
    ]);
  });

  it("difficulty address parameter 'min-max' with default 1-10", () => {
    expect(parseDifficultyParam("3-7")).toEqual({ min: 3, max: 7 });
    expect(parseDifficultyParam("7-3")).toEqual({ min: 3, max: 7 });
    expect(parseDifficultyParam("0-12")).toEqual({ min: 1, max: 10 });
    expect(parseDifficultyParam("abc")).toEqual({ min: 1, max: 10 });
    expect(formatDifficultyParam({ min: 1, max: 10 })).toBeNull();
    expect(formatDifficultyParam({ min: 4, max: 7 })).toBe("4-7");
  });

  it("carousel index wraps both ways", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
