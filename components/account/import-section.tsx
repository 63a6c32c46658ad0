"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { importLog, sourceOf, type ImportAnswer, type ImportSource } from "@/lib/account/import.client";
import { FormAlert } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { AccountSection } from "./section";
import { ImportPreview } from "./import-preview";
import { useAction } from "./use-action";

interface Loaded {
  name: string;
  text: string;
  source: ImportSource;
}

/** Import a Strong or Hevy export (issue 21 item 5): check the file, confirm the proposed matches, import. */
export function ImportSection({ unit }: { unit: "kg" | "lbs" }) {
  const [file, setFile] = useState<Loaded | null>(null);
  const [fileUnit, setFileUnit] = useState(unit);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [rejected, setRejected] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useAction();
  const run = useAction();
  const queryClient = useQueryClient();

  async function choose(picked: File | undefined) {
    setPreview(null);
    setDone(null);
    setFile(null);
    setFileError(null);
    if (!picked) return;
    const text = await picked.text();
    const source = sourceOf(text);
    if (!source) return setFileError("This file is not a Strong or Hevy CSV export: its first line should name \"Exercise Name\" (Strong) or \"exercise_title\" (Hevy).");
    setFile({ name: picked.name, text, source });
  }

  return (
    <AccountSection
      id="import"
      title="Import history"
      description="Bring your log from Strong or Hevy: export it as CSV in that app, then choose the file here. Exercise names are matched to the library; names it lacks become your own exercises. Importing the same file again adds nothing."
    >
      <FormAlert message={fileError ?? check.error?.message ?? run.error?.message ?? null} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800 dark:text-slate-100">
          Export file (CSV)
          <input type="file" accept=".csv,text/csv" className="mt-1 block text-sm" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {file?.source === "strong" && (
          <label className="text-sm font-medium text-slate-800 dark:text-slate-100">
            Weights in the file
            <select className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-800" value={fileUnit} onChange={(e) => setFileUnit(e.target.value === "lbs" ? "lbs" : "kg")}>
              <option value="kg">kg</option>
              <option value="lbs">lbs</option>
            </select>
          </label>
        )}
        <Button
          variant="secondary"
          disabled={!file || check.busy}
          onClick={() =>
            check.run(async () => {
              setDone(null);
              setPreview(await importLog({ source: file!.source, text: file!.text, unit: fileUnit, preview: true }));
              setRejected(new Set());
            })
          }
        >
          {check.busy ? "Checking..." : "Check file"}
        </Button>
      </div>
      {preview && !done && (
        <ImportPreview
          answer={preview}
          rejected={rejected}
          onToggle={(name) => setRejected((r) => (r.has(name) ? new Set([...r].filter((n) => n !== name)) : new Set([...r, name])))}
          busy={run.busy}
          onImport={() =>
            run.run(async () => {
              setDone(await importLog({ source: file!.source, text: file!.text, unit: fileUnit, preview: false, reject: [...rejected] }));
              // The dashboard, history and progress read the log: they show the imported sessions at once.
              await queryClient.invalidateQueries({ queryKey: ["workout_sessions"] });
              await queryClient.invalidateQueries({ queryKey: ["workout_sets"] });
              await queryClient.invalidateQueries({ queryKey: ["exercises", "progress"] });
            })
          }
        />
      )}
      {done && (
        <p role="status" className="mt-4 text-sm font-medium text-green-800 dark:text-green-300" data-testid="import-done">
          <Upload aria-hidden="true" className="mr-1 inline size-4" />
          Imported {done.sessions.added} of {done.sessions.inFile} sessions and {done.sets.added} of {done.sets.inFile} sets
          {done.sessions.added < done.sessions.inFile ? " (the rest were already here)" : ""}, with {done.exercises.customAdded} new custom exercises.
        </p>
      )}
    </AccountSection>
  );
}
