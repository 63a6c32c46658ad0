"use client";

import { useState } from "react";

export type FieldMessages = Record<string, string>;

/** PocketBase's field errors ({data: {field: {message}}}) by field, plus the top-level message. */
export function readApiError(error: unknown): { message: string; fields: FieldMessages } {
  const e = error as { message?: string; response?: { message?: string; data?: Record<string, { message?: string }> } };
  const fields: FieldMessages = {};
  for (const [key, value] of Object.entries(e?.response?.data ?? {})) if (value?.message) fields[key] = value.message;
  return { message: e?.response?.message || e?.message || "Something went wrong. Please try again.", fields };
}

/** One form's submit state: busy while it runs, the server's messages when it fails, "done" after. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: FieldMessages } | null>(null);
  const [done, setDone] = useState(false);
  async function run(work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await work();
      setDone(true);
      return true;
    } catch (err) {
      setError(readApiError(err));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, done, run, setError };
}
