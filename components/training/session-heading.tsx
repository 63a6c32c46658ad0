import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";

/**
 * A logged session's heading row, as the dashboard and the history show it:
 * its name and start time, and either "Completed" or "In progress" with a
 * Resume link.
 */
export function SessionHeading({
  as: Title,
  session,
  start,
  dateFormat,
  inProgress,
}: {
  as: "h3" | "p";
  session: { id: string; name?: string; notes?: string };
  start: Date | null;
  dateFormat: Intl.DateTimeFormat;
  inProgress: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Title className="font-semibold text-slate-900 dark:text-white">
        {session.name || session.notes || "Workout session"}
        {start && (
          <time dateTime={start.toISOString()} className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
            {dateFormat.format(start)}
          </time>
        )}
      </Title>
      {inProgress ? (
        <span className="flex items-center gap-2">
          <Badge tone="warning">In progress</Badge>
          <ButtonLink href={`/train/${session.id}`} size="sm" variant="secondary">
            Resume
          </ButtonLink>
        </span>
      ) : (
        <Badge tone="success">Completed</Badge>
      )}
    </div>
  );
}
