import type { LoggedSets, SessionRecord } from "@/lib/sessions/client/sessions.client";
import { kgToLbs, volumeText, type WeightUnit } from "@/lib/sessions/units";
import { isCompleted, recentWorkouts, sessionStart } from "@/lib/training/dashboard";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import { SessionHeading } from "@/components/training/session-heading";

/** In the lifter's zone (undefined = the browser's), so the server's HTML and the browser agree. */
const dateFormat = (timeZone?: string) => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });
const number = (value: number | null | undefined) => Math.round(value ?? 0).toLocaleString("en-US");

function exerciseSummary(session: SessionRecord): string | null {
  const names = (session.expand?.exercisesPerformed ?? []).map((e) => e.name).filter(Boolean) as string[];
  if (names.length === 0) return null;
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${shown} +${names.length - 3} more` : shown;
}

export function RecentWorkoutList({ sessions, unit, logged = {}, timeZone }: { sessions: SessionRecord[]; unit: WeightUnit; logged?: LoggedSets; timeZone?: string }) {
  const shown = recentWorkouts(sessions);
  const format = dateFormat(timeZone);
  if (shown.length === 0) {
    return (
      <EmptyState
        title="No workouts yet"
        description="Your completed sessions will appear here."
        action={<ButtonLink href="/workout-generator">Start Your First Workout</ButtonLink>}
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="recent-workouts">
      {shown.map((session) => {
        const start = sessionStart(session);
        const exercises = exerciseSummary(session);
        // A workout still running (here or on another device) shows its sets so far, live.
        const live = isCompleted(session) ? null : (logged[session.id] ?? { sets: 0, volume: 0 });
        return (
          <li key={session.id} className="py-3 first:pt-0 last:pb-0">
            <SessionHeading as="p" session={session} start={start} dateFormat={format} inProgress={!isCompleted(session)} />
            {exercises && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{exercises}</p>}
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-200">
              {live ? (
                <>
                  <span data-testid="logged-sets">
                    {live.sets} {live.sets === 1 ? "set" : "sets"} logged
                  </span>
                  {/* Sets are stored in kg; session volume is printed from pounds. */}
                  <span>{volumeText(kgToLbs(live.volume), unit)}</span>
                </>
              ) : (
                <>
                  <span>{number(session.durationMinutes)} min</span>
                  <span>{number(session.estimatedCaloriesBurned)} cal</span>
                  <span>{volumeText(session.totalVolume ?? 0, unit)}</span>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
