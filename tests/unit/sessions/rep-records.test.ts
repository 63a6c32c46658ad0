import { describe, expect, it } from "vitest";
import { recentRecords, recordNotes, recordNoteText } from "@/lib/sessions/records";

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 18));
const set = (id: string, at: Date, weight: number, reps: number) => ({ id, exercise: "squat", at, weight, reps, completed: true });

describe("personal records", () => {
  it("names a rep record: more reps than ever at this weight or a heavier one", () => {
    const notes = recordNotes([set("a", day(1), 100, 5), set("b", day(3), 100, 6), set("c", day(5), 95, 6), set("d", day(7), 95, 7), set("e", day(9), 105, 3)]);
    expect(notes.get("a")).toBeUndefined(); // the first set has nothing to beat
    expect(notes.get("b")).toMatchObject({ reps: true, oneRepMax: true, weight: false });
    expect(notes.get("c")).toBeUndefined(); // 6 at 95 is no more than 6 at 100
    expect(notes.get("d")).toMatchObject({ reps: true, oneRepMax: false });
    expect(notes.get("e")).toMatchObject({ weight: true, reps: false });
    expect(recordNoteText(notes.get("b"))).toBe("New record: most reps at this weight and estimated 1RM");
    expect(recordNoteText(notes.get("d"))).toBe("New record: most reps at this weight");
  });

  it("lists the recent ones newest first, one per exercise and day", () => {
    const sets = [set("a", day(1), 100, 5), set("b", day(10), 102.5, 5), set("c", day(10), 105, 4), set("d", day(12), 105, 5)];
    const events = recentRecords(sets, day(5).getTime(), 10);
    // On day 10, 102.5 x 5 (Epley 119.6) outranks 105 x 4 (119.0): the day's best stands for both.
    expect(events.map((e) => e.setId)).toEqual(["d", "b"]);
    expect(recentRecords(sets, day(5).getTime(), 1)).toHaveLength(1);
  });
});
