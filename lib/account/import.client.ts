"use client";

import { pb } from "@/lib/client/pocketbase";

export type ImportSource = "strong" | "hevy";

/** What POST /api/import/{source} answers (lib/import/import.server.ts). */
export interface ImportAnswer {
  format: "strong" | "strong-legacy" | "hevy";
  preview: boolean;
  rows: number;
  rejected: { count: number; rows: Array<{ line: number; reason: string }> };
  sessions: { inFile: number; added: number };
  sets: { inFile: number; added: number };
  exercises: { exact: number; normalised: number; fuzzy: number; custom: number; customAdded: number };
  toConfirm: Array<{ name: string; exercise: { id: string; name: string }; score: number; sets: number }>;
  custom: Array<{ name: string; sets: number }>;
}

/** Which app wrote the file, from its header line; null when neither. */
export function sourceOf(text: string): ImportSource | null {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  if (header.includes("exercise_title")) return "hevy";
  if (header.includes("Exercise Name")) return "strong";
  return null;
}

/** Sends the export as the request body; `reject` names stay custom exercises instead of their proposed match. */
export async function importLog(input: { source: ImportSource; text: string; unit: "kg" | "lbs"; preview: boolean; reject?: readonly string[] }): Promise<ImportAnswer> {
  const query: Record<string, string> = { unit: input.unit };
  if (input.preview) query.preview = "1";
  if (input.reject?.length) query.reject = JSON.stringify(input.reject);
  const answer = await pb().send<ImportAnswer>(`/api/import/${input.source}`, { method: "POST", body: input.text, headers: { "Content-Type": "text/csv" }, query });
  return answer;
}
