"use client";

import type { ImportAnswer } from "@/lib/account/import.client";
import { Button } from "@/components/ui/button";

/** What an import will do, and the proposed matches to confirm: unticked ones stay the lifter's own exercises. */
export function ImportPreview({ answer, rejected, onToggle, onImport, busy }: { answer: ImportAnswer; rejected: ReadonlySet<string>; onToggle: (name: string) => void; onImport: () => void; busy: boolean }) {
  const e = answer.exercises;
  return (
    <div className="mt-4 space-y-3 text-sm text-slate-800 dark:text-slate-100" data-testid="import-preview">
      <p>
        {answer.format === "hevy" ? "Hevy" : "Strong"} export: {answer.sessions.inFile} sessions, {answer.sets.inFile} sets. Exercise names: {e.exact + e.normalised} matched, {e.fuzzy} to confirm, {e.custom} new.
        {answer.rejected.count > 0 && ` ${answer.rejected.count} rows could not be read (first: line ${answer.rejected.rows[0].line}, ${answer.rejected.rows[0].reason}).`}
      </p>
      {answer.toConfirm.length > 0 && (
        <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 font-semibold">Confirm these matches</legend>
          <ul className="space-y-1">
            {answer.toConfirm.map((c) => (
              <li key={c.name}>
                <label className="flex items-start gap-2">
                  <input type="checkbox" className="mt-1" checked={!rejected.has(c.name)} onChange={() => onToggle(c.name)} />
                  <span>
                    &ldquo;{c.name}&rdquo; is <strong>{c.exercise.name}</strong> <span className="text-slate-600 dark:text-slate-400">({c.sets} sets)</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Untick a match to keep that name as your own exercise.</p>
        </fieldset>
      )}
      {answer.custom.length > 0 && <p>New exercises of your own: {answer.custom.map((c) => `${c.name} (${c.sets} sets)`).join(", ")}.</p>}
      <Button onClick={onImport} disabled={busy}>
        {busy ? "Importing..." : `Import ${answer.sessions.inFile} sessions`}
      </Button>
    </div>
  );
}
