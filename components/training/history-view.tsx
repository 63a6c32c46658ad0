"use client";

import { Trophy } from "lucide-react";
import { useMemo, useState } from "react";
import { allSessions, HISTORY_PAGE_SIZE, saveUnitOnAccount, useAllSets, useHistorySessions, type SetRecord, type TrainSessionRecord } from "@/lib/sessions/client/train-data.client";
import { useTrainSync } from "@/lib/sessions/client/train-queue.client";
import { writeUnit } from "@/lib/sessions/client/train-store.client";
import { useSignedInView } from "@/lib/sessions/client/page-user.client";
import type { PageUser } from "@/lib/sessions/page-user";
import { downloadText } from "@/lib/client/download";
import { historyCsv } from "@/lib/sessions/csv";
import { personalRecords, recordNotes, recordNoteText, type RecordNote } from "@/lib/sessions/records";
import { formatWeight, volumeText, type WeightUnit } from "@/lib/sessions/units";
import { parseRecordDate } from "@/lib/training/dashboard";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState, Skeleton } from "@/components/ui/states";
import { Panel } from "@/components/dashboard/panel";
import { SessionHeading } from "./session-heading";
import { SyncStatusLine } from "./sync-status";
import { UnitToggle } from "./unit-toggle";

/** In the lifter's zone (undefined = the browser's), so the server's HTML and the browser agree. */
const dateFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function exerciseName(set: SetRecord): string {
  return set.expand?.exercise?.name ?? "Exercise";
}

function RecordsTable({ sets, unit }: { sets: SetRecord[]; unit: WeightUnit }) {
  const rows = useMemo(() => {
    const names = new Map(sets.map((s) => [s.exercise, exerciseName(s)]));
    return [...personalRecords(sets).values()]
      .map((r) => ({ ...r, name: names.get(r.exercise) ?? "Exercise" }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [sets]);
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No records yet: finish a workout with weighted sets to set your first.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="records-table">
        <caption className="sr-only">Personal records per exercise</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Exercise</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Best weight</th>
            <th scope="col" className="py-2 font-semibold">Best est. 1RM (Epley)</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900 dark:divide-slate-800 dark:text-white">
          {rows.map((r) => (
            <tr key={r.exercise}>
              <th scope="row" className="py-2 pr-3 font-medium">{r.name}</th>
              <td className="py-2 pr-3 tabular-nums">
                {formatWeight(r.bestWeight, unit)} × {r.bestWeightReps}
              </td>
              <td className="py-2 tabular-nums">
                {formatWeight(r.bestOneRepMax, unit)}{" "}
                <span className="text-slate-600 dark:text-slate-300">
                  ({formatWeight(r.oneRepMaxFrom.weight, unit)} × {r.oneRepMaxFrom.reps})
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SessionCard({ session, sets, notes, unit, format }: { session: TrainSessionRecord; sets: SetRecord[]; notes: Map<string, RecordNote>; unit: WeightUnit; format: Intl.DateTimeFormat }) {
  const start = parseRecordDate(session.startedAt) ?? parseRecordDate(session.created);
  const groups = new Map<string, SetRecord[]>();
  for (const s of [...sets].sort((a, b) => a.setNumber - b.setNumber)) groups.set(s.exercise, [...(groups.get(s.exercise) ?? []), s]);
  const order = [...(session.plan ?? []).map((p) => p.exercise), ...groups.keys()];
  const exercises = [...new Set(order)].filter((e) => groups.has(e));
  const inProgress = session.status === "in_progress" && !session.completedAt;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="history-session">
      <SessionHeading as="h3" session={session} start={start} dateFormat={format} inProgress={inProgress} />
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-200">
        <span>{Math.round(session.durationMinutes ?? 0)} min</span>
        <span>{Math.round(session.estimatedCaloriesBurned ?? 0)} cal</span>
        <span>{volumeText(session.totalVolume ?? 0, unit)}</span>
        <span>{plural(sets.filter((s) => s.completed).length, "set")}</span>
      </p>
      {exercises.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {exercises.map((exercise) => {
            const list = groups.get(exercise)!;
            return (
              <li key={exercise}>
                <span className="font-medium text-slate-900 dark:text-white">{exerciseName(list[0])}:</span>{" "}
                {list.map((s, i) => {
                  const note = recordNoteText(notes.get(s.id));
                  return (
                    <span key={s.id} className={s.completed ? "text-slate-700 dark:text-slate-200" : "text-slate-500 line-through dark:text-slate-400"}>
                      {i > 0 && ", "}
                      {formatWeight(s.weight, unit)} × {s.reps}
                      {s.rpe > 0 && ` @${s.rpe}`}
                      {!s.completed && <span className="sr-only"> (not done)</span>}
                      {note && (
                        <Badge tone="warning" className="ml-1">
                          <Trophy aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                          {note}
                        </Badge>
                      )}
                    </span>
                  );
                })}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No sets logged.</p>
      )}
    </li>
  );
}

export function HistoryView({ pageUser }: { pageUser: PageUser | null }) {
  const { ready, user, timeZone, unit: preferred } = useSignedInView(pageUser);
  const userId = user?.id ?? null;
  const sync = useTrainSync(userId);
  const [page, setPage] = useState(1);
  const [unitChoice, setUnitChoice] = useState<WeightUnit | null>(null);
  const [exporting, setExporting] = useState<"idle" | "busy" | "error">("idle");
  const sessions = useHistorySessions(userId, page);
  const sets = useAllSets(userId);
  const notes = useMemo(() => recordNotes((sets.data ?? []).map((s) => ({ ...s, at: s.completedAt || s.created }))), [sets.data]);

  if (!ready) return <LoadingState text="Loading your history..." />;
  if (!user) {
    return (
      <main id="main" className="p-6">
        <ErrorState title="Your session has expired" description="Please log in again to see your history." action={<ButtonLink href="/login?redirect=/history">Log In</ButtonLink>} />
      </main>
    );
  }
  const unit = unitChoice ?? preferred;
  const format = dateFormat(timeZone);
  const changeUnit = (u: WeightUnit) => {
    setUnitChoice(u);
    writeUnit(u);
    void saveUnitOnAccount(user.id, u);
  };

  const exportCsv = async () => {
    setExporting("busy");
    try {
      const all = await allSessions(user.id);
      const csv = historyCsv(
        all.map((s) => ({ id: s.id, name: s.name || s.notes || "Workout session", startedAt: parseRecordDate(s.startedAt) ?? parseRecordDate(s.created), durationMinutes: s.durationMinutes, status: s.status })),
        (sets.data ?? []).map((s) => ({ session: s.session, exerciseName: exerciseName(s), setNumber: s.setNumber, reps: s.reps, weight: s.weight, rpe: s.rpe, completed: s.completed })),
        unit,
      );
      downloadText(`forgefit-history-${new Date().toISOString().slice(0, 10)}.csv`, csv, "text/csv;charset=utf-8");
      setExporting("idle");
    } catch {
      setExporting("error");
    }
  };

  const bySession = new Map<string, SetRecord[]>();
  for (const s of sets.data ?? []) bySession.set(s.session, [...(bySession.get(s.session) ?? []), s]);
  const totalPages = sessions.data?.totalPages ?? 0;

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Training History</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Every session and set you logged, and your personal records.</p>
          {sync.pending > 0 && <SyncStatusLine status={sync} className="mt-1" />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <UnitToggle unit={unit} onChange={changeUnit} />
          <Button variant="secondary" onClick={exportCsv} disabled={exporting === "busy" || !sets.data}>
            {exporting === "busy" ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
      </header>
      {exporting === "error" && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The export failed: the server could not be reached. Try again.
        </p>
      )}

      <Panel id="records" title="Personal Records">
        {sets.isError ? (
          <ErrorState title="Couldn't load your records" description={sets.error.message} action={<Button onClick={() => sets.refetch()}>Try again</Button>} />
        ) : sets.data ? (
          <RecordsTable sets={sets.data} unit={unit} />
        ) : (
          <Skeleton className="h-32" />
        )}
      </Panel>

      <Panel id="sessions" title="Sessions">
        {sessions.isError ? (
          <ErrorState title="Couldn't load your sessions" description={sessions.error.message} action={<Button onClick={() => sessions.refetch()}>Try again</Button>} />
        ) : !sessions.data || !sets.data ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : sessions.data.items.length === 0 ? (
          <EmptyState title="No workouts yet" description="Start a workout and its sets will be listed here." action={<ButtonLink href="/workouts">Browse Workouts</ButtonLink>} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {sessions.data.items.map((s) => (
                <SessionCard key={s.id} session={s} sets={bySession.get(s.id) ?? []} notes={notes} unit={unit} format={format} />
              ))}
            </ul>
            {totalPages > 1 && (
              <nav aria-label="History pages" className="mt-4 flex items-center justify-between gap-2">
                <Button variant="secondary" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
                  ← Newer
                </Button>
                <span className="text-sm text-slate-700 dark:text-slate-200">
                  Page {page} of {totalPages} · {sessions.data.totalItems} sessions, {HISTORY_PAGE_SIZE} a page
                </span>
                <Button variant="secondary" size="sm" onClick={() => setPage((p) => Math.min(totalPages, p + 1))} disabled={page >= totalPages}>
                  Older →
                </Button>
              </nav>
            )}
          </>
        )}
      </Panel>
    </main>
  );
}
