/**
 * The coach audit: every rule of COACHING.md that can be read off a plan,
 * as one small pure function each, grouped for sessions and programs. The
 * property suite (tests/api/coach-properties.test.ts), the harness
 * (bench/coach-audit.ts) and the quality score all use these, so a rule is
 * written once.
 */
import { BALANCE_RULES } from "./balance-rules";
import { LABEL_RULES } from "./label-rules";
import { PRESCRIPTION_RULES } from "./prescription-rules";
import { VOLUME_AND_DELOAD_RULES } from "./program-rules";
import { PROGRESSION_RULES } from "./progression-rules";
import { PULL_RULES } from "./pull-rules";
import { ROLE_RULES } from "./role-rules";
import { REVIEW_RULES } from "./review-rules";
import { RUNG_PROGRAM_RULES, RUNG_RULES } from "./rung-rules";
import { CLOCK_AND_FILTER_RULES } from "./session-clock-rules";
import type { AuditProgram, AuditSession, Rule, Verdict } from "./types";

export * from "./types";
export { auditExercise, auditProgram, auditScoreExercise, auditStoredWorkout, type StoredDetail, type StoredWorkout } from "./adapters";

export const SESSION_RULES: readonly Rule<AuditSession>[] = [
  ...CLOCK_AND_FILTER_RULES.slice(0, 2),
  ...BALANCE_RULES,
  ...PULL_RULES,
  ...PRESCRIPTION_RULES,
  ...ROLE_RULES,
  ...CLOCK_AND_FILTER_RULES.slice(2),
  ...REVIEW_RULES,
  ...RUNG_RULES,
];

export const PROGRAM_RULES: readonly Rule<AuditProgram>[] = [...VOLUME_AND_DELOAD_RULES, ...PROGRESSION_RULES, ...LABEL_RULES, ...RUNG_PROGRAM_RULES];

export interface Finding {
  rule: string;
  subject: string;
  verdict: Verdict;
}

export function auditWith<T extends { label: string }>(rules: readonly Rule<T>[], subject: T): Finding[] {
  const out: Finding[] = [];
  for (const rule of rules) {
    const verdict = rule.check(subject);
    if (verdict) out.push({ rule: rule.id, subject: subject.label, verdict });
  }
  return out;
}

/** Pass counts per rule over many subjects, with the first failures as examples. */
export interface Tally {
  id: string;
  title: string;
  checked: number;
  passed: number;
  examples: string[];
}

export function tally<T extends { label: string }>(rules: readonly Rule<T>[], subjects: Iterable<T>, examplesPerRule = 3): Tally[] {
  const rows = rules.map((r) => ({ id: r.id, title: r.title, checked: 0, passed: 0, examples: [] as string[] }));
  for (const s of subjects) {
    rules.forEach((rule, k) => {
      const v = rule.check(s);
      if (!v) return;
      rows[k].checked += 1;
      if (v.pass) rows[k].passed += 1;
      else if (rows[k].examples.length < examplesPerRule) rows[k].examples.push(`${s.label}: ${v.reason}`);
    });
  }
  return rows;
}

export function tallyTable(rows: readonly Tally[]): string {
  const lines = [`${"rule".padEnd(62)} ${"checked".padStart(8)} ${"passed".padStart(8)} ${"rate".padStart(7)}`];
  for (const r of rows) {
    const rate = r.checked > 0 ? `${((100 * r.passed) / r.checked).toFixed(1)}%` : "-";
    lines.push(`${r.title.padEnd(62)} ${String(r.checked).padStart(8)} ${String(r.passed).padStart(8)} ${rate.padStart(7)}`);
  }
  return lines.join("\n");
}
