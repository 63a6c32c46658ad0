"use client";

import Link from "next/link";
import { Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/states";
import { useRecentRecords } from "@/lib/sessions/client/record-notes.client";
import { Panel } from "./panel";

/** The five newest; the history page lists every record. */
const SHOWN = 5;
const KIND_TEXT = { weight: "best weight", reps: "most reps at this weight", e1rm: "estimated 1RM" } as const;

/** Personal records of the last 30 days, from the lifter's own log: the same rules as the session summary and history. */
export function RecentRecords({ userId, timeZone }: { userId: string; timeZone?: string }) {
  const query = useRecentRecords(userId);
  return (
    <Panel id="records" title="Personal Records">
      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <div className="space-y-2 text-sm text-red-700 dark:text-red-300">
          <p>Your records could not be loaded.</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No new records in the last 30 days. Finish a workout with weighted sets and beat your best to see them here.</p>
      ) : (
        <ul className="space-y-3" data-testid="recent-records">
          {query.data.items.slice(0, SHOWN).map((r) => (
            <li key={`${r.exercise}-${r.date}`} className="flex items-start gap-3">
              <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-500" />
              <div className="text-sm">
                <Link href={`/exercises/${r.exercise}`} className="font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white">
                  {r.name}
                </Link>
                <p className="text-slate-700 dark:text-slate-200">
                  {r.weight} {query.data.unit} × {r.reps} · {r.records.map((k) => KIND_TEXT[k]).join(", ")}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{new Date(r.date).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.data && query.data.items.length > 0 && (
        <Link href="/history" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100">
          All records in your history
        </Link>
      )}
    </Panel>
  );
}
