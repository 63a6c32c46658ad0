import { describe, expect, it } from "vitest";
import { CSV_HEADER, csvField, historyCsv } from "@/lib/sessions/csv";
import { newRecordId, RECORD_ID_PATTERN } from "@/lib/shared/record-id";
import { formatWeight, fromDisplayWeight, kgToLbs, lbsToKg, toDisplayWeight } from "@/lib/sessions/units";
import { randomBytes } from "node:crypto";

describe("kg / lbs", () => {
  it("converts with the exact pound (0.45359237 kg)", () => {
    expect(lbsToKg(1)).toBe(0.45359237);
    expect(kgToLbs(100)).toBeCloseTo(220.462, 3);
  });

  it("keeps typed figures through storage in kg and back", () => {
    for (const lbs of [5, 45, 135, 137.5, 225, 315, 405]) {
      expect(toDisplayWeight(fromDisplayWeight(lbs, "lbs"), "lbs")).toBe(lbs);
    }
    for (const kg of [2.5, 20, 62.5, 100, 142.5]) expect(toDisplayWeight(fromDisplayWeight(kg, "kg"), "kg")).toBe(kg);
  });

  it("treats nonsense and negatives as no load, and prints bodyweight as BW", () => {
    expect(fromDisplayWeight(Number.NaN, "kg")).toBe(0);
    expect(fromDisplayWeight(-5, "lbs")).toBe(0);
    expect(formatWeight(0, "kg")).toBe("BW");
    expect(formatWeight(61.23496995, "lbs")).toBe("135 lbs");
    expect(formatWeight(62.5, "kg")).toBe("62.5 kg");
  });
});

describe("client record ids", () => {
  it("are 15 characters of [a-z0-9], as the record API requires", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newRecordId((n) => randomBytes(n))));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(RECORD_ID_PATTERN);
  });

  it("skip the bytes that would bias the alphabet", () => {
    // 252..255 are rejected; 0 maps to "a", 35 to "9".
    let calls = 0;
    const id = newRecordId((n) => {
      calls += 1;
      return Uint8Array.from({ length: n }, (_, i) => (calls === 1 && i % 2 === 0 ? 255 : 35));
    });
    expect(id).toBe("999999999999999");
  });
});

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Squat, back")).toBe('"Squat, back"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("-5")).toBe("-5");
    expect(csvField(null)).toBe("");
  });

  it("writes one CRLF line per set with the weight in the user's unit and the Epley estimate", () => {
    const csv = historyCsv(
      [{ id: "s1", name: 'Push, "A"', startedAt: new Date("2026-11-20T18:00:00Z"), durationMinutes: 52, status: "completed" }],
      [
        { session: "s1", exerciseName: "Bench Press", setNumber: 1, reps: 10, weight: 60, rpe: 8, completed: true },
        { session: "s1", exerciseName: "Push-Up", setNumber: 1, reps: 15, weight: 0, rpe: 0, completed: false },
      ],
      "kg",
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines[1]).toBe('2026-11-20T18:00:00.000Z,"Push, ""A""",s1,52,Bench Press,1,10,60,kg,8,yes,80');
    expect(lines[2]).toBe('2026-11-20T18:00:00.000Z,"Push, ""A""",s1,52,Push-Up,1,15,0,kg,,no,');
    expect(lines[3]).toBe("");
    expect(historyCsv([], [], "lbs")).toBe(`${CSV_HEADER.join(",")}\r\n`);
  });
});
