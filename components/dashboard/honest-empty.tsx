import { ButtonLink } from "@/components/ui/button";
import { Panel } from "./panel";

/**
 * The spec fills these two cards with fixed samples; there is no data behind
 * them yet, so they say so instead of showing invented figures.
 */
export function ScheduledWorkouts() {
  return (
    <Panel id="scheduled" title="Scheduled Workouts">
      <p className="text-sm text-slate-600 dark:text-slate-300">No workouts scheduled. Build a program to plan your training weeks.</p>
      <ButtonLink href="/program-builder" variant="secondary" size="sm" className="mt-3">
        Open Program Builder
      </ButtonLink>
    </Panel>
  );
}

export function BodyMetrics() {
  return (
    <Panel id="body-metrics" title="Body Metrics">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No body metrics recorded yet. Weight, body fat and lean mass tracking is coming soon.
      </p>
    </Panel>
  );
}
