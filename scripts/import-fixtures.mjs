#!/usr/bin/env node
// Writes the import test fixtures (tests/fixtures/import/*.csv): one lifter's
// five months of training as Strong (current, kg), Strong (older, ;-separated,
// lb) and Hevy (lb) export them, with warm-ups, missing RPE, odd and custom
// exercise names, quoted notes with commas and line breaks. Deterministic:
// run it again and the files come out the same.
// Usage: node scripts/import-fixtures.mjs
import fs from "node:fs";
import path from "node:path";

const out = path.resolve("tests/fixtures/import");
fs.mkdirSync(out, { recursive: true });

// Names as the other apps write them; each maps to the catalogue exactly, normalised, fuzzily, or not at all.
const DAYS = [
  { title: "Upper A", exercises: [["Bench Press (Barbell)", 60, 5], ["Bent Over Row (Barbell)", 50, 8], ["Overhead Press (Barbell)", 35, 6], ["Bicep Curl (Dumbbell)", 12, 10], ["face pull", 20, 15]] },
  { title: "Lower A", exercises: [["Squat (Barbell)", 80, 5], ["Romanian Deadlift (Barbell)", 70, 8], ["Leg Press", 120, 10], ["Lying Leg Curl (Machine)", 35, 10], ["Standing Calf Raise (Machine)", 60, 12]] },
  { title: "Upper B", exercises: [["Incline Bench Press (Dumbbell)", 22, 8], ["Lat Pulldown (Cable)", 55, 10], ["Pull Up", 0, 6], ["Lateral Raise (Dumbbell)", 8, 15], ["Triceps Pushdown (Cable - Straight Bar)", 25, 12]] },
  { title: "Lower B", exercises: [["Deadlift (Barbell)", 110, 3], ["Bulgarian Split Squat", 16, 8], ["Hip Thrust (Barbell)", 90, 10], ["Zercher Yoke Walk 3000", 60, 1], ["Ab Wheel", 0, 10]] },
];

const pad = (n) => String(n).padStart(2, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 20 weeks from 2 June 2025, four sessions a week (Mon, Tue, Thu, Fri) at 18:xx, loads rising every other week. */
function sessions() {
  const list = [];
  const start = Date.UTC(2025, 5, 2);
  for (let week = 0; week < 20; week++) {
    [0, 1, 3, 4].forEach((offset, i) => {
      const day = new Date(start + (week * 7 + offset) * 86_400_000);
      const minute = (week * 7 + i * 13) % 60;
      list.push({ week, day, minute, template: DAYS[i] });
    });
  }
  return list;
}

function sets(s) {
  const rows = [];
  for (const [name, base, reps] of s.template.exercises) {
    const load = base > 0 ? base + Math.floor(s.week / 2) * (base >= 60 ? 2.5 : 1) : 0;
    if (base >= 60) rows.push({ name, weight: Math.round(load * 0.5), reps: 8, warmup: true, rpe: "" });
    for (let n = 1; n <= 3; n++) {
      // Every third week the last set falls a rep short; RPE is logged only some weeks.
      const r = n === 3 && s.week % 3 === 2 ? Math.max(1, reps - 1) : reps;
      rows.push({ name, weight: load, reps: r, warmup: false, rpe: s.week % 4 === 0 ? "" : String(7 + (n === 3 ? 1.5 : n * 0.5)) });
    }
  }
  return rows;
}

const csvField = (v) => (/[",;\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const lb = (kg) => Math.round((kg / 0.45359237) / 5) * 5;

// Strong, current export: comma-separated, weights in the user's unit (kg here), "W" marks a warm-up.
{
  const header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
  const lines = [header];
  for (const s of sessions().slice(0, 40)) {
    const date = `${s.day.getUTCFullYear()}-${pad(s.day.getUTCMonth() + 1)}-${pad(s.day.getUTCDate())} 18:${pad(s.minute)}:00`;
    const order = new Map();
    for (const set of sets(s)) {
      const n = set.warmup ? "W" : (order.set(set.name, (order.get(set.name) ?? 0) + 1), order.get(set.name));
      const note = set.name.startsWith("Squat") && n === 1 ? "Belt on, felt good, depth ok" : "";
      lines.push([date, s.template.title, "1h 5m", set.name, n, set.weight, set.reps, 0, 0, note, s.week === 3 ? "Tired today,\nslept badly" : "", set.rpe].map(csvField).join(","));
    }
  }
  fs.writeFileSync(path.join(out, "strong.csv"), lines.join("\n") + "\n");
}

// Strong, older export: semicolon-separated with Weight Unit and Distance Unit, weights in lb.
{
  const header = "Date;Workout Name;Duration;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes";
  const lines = [header];
  for (const s of sessions().slice(40, 60)) {
    const date = `${s.day.getUTCFullYear()}-${pad(s.day.getUTCMonth() + 1)}-${pad(s.day.getUTCDate())} 18:${pad(s.minute)}:00`;
    const order = new Map();
    for (const set of sets(s).filter((x) => !x.warmup)) {
      order.set(set.name, (order.get(set.name) ?? 0) + 1);
      lines.push([date, s.template.title, "58m", set.name, order.get(set.name), lb(set.weight), "lbs", set.reps, set.rpe, "", "km", "", "", ""].map(csvField).join(";"));
    }
  }
  fs.writeFileSync(path.join(out, "strong-legacy.csv"), lines.join("\n") + "\n");
}

// Hevy: lb, warm-ups in set_type, "25 Oct 2025, 18:02" dates, rpe often empty.
{
  const header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe";
  const lines = [header];
  for (const s of sessions().slice(60, 80)) {
    const start = `${pad(s.day.getUTCDate())} ${MONTHS[s.day.getUTCMonth()]} ${s.day.getUTCFullYear()}, 18:${pad(s.minute)}`;
    const end = `${pad(s.day.getUTCDate())} ${MONTHS[s.day.getUTCMonth()]} ${s.day.getUTCFullYear()}, 19:${pad(s.minute)}`;
    let index = 0;
    for (const set of sets(s)) {
      lines.push([s.template.title, start, end, "", set.name, "", "", index++, set.warmup ? "warmup" : "normal", set.weight ? lb(set.weight) : "", set.reps, "", "", set.rpe].map(csvField).join(","));
    }
  }
  fs.writeFileSync(path.join(out, "hevy.csv"), lines.join("\n") + "\n");
}
console.log(`wrote ${out}/strong.csv, strong-legacy.csv, hevy.csv`);
