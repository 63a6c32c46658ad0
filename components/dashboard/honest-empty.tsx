import { Panel } from "./panel";

/**
 * The spec fills Body Metrics with a fixed sample; there is no data behind it
 * yet, so it says so instead of showing invented figures.
 */
export function BodyMetrics() {
  return (
    <Panel id="body-metrics" title="Body Metrics">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No body metrics recorded yet. Weight, body fat and lean mass tracking is coming soon.
      </p>
    </Panel>
  );
}
