import { IntentLink } from "@/components/ui/intent-link";
import { programTypeLabel } from "@/lib/programs/library";
import { lookupDisplayName } from "@/lib/training/labels";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { OriginBadge } from "@/components/ui/origin-badge";
import type { ProgramListItem } from "@/lib/programs/queries.client";

const LEVEL_TONE: Record<string, BadgeTone> = { beginner: "success", intermediate: "warning", advanced: "error", elite: "brand" };

export function ProgramCard({ program, view, own, sessions }: { program: ProgramListItem; view: "grid" | "list"; own: boolean; sessions?: number }) {
  const level = program.expand?.experienceLevel?.[0]?.name;
  const goals = program.expand?.primaryGoal?.map((g) => g.name) ?? [];
  const types = program.programType ?? [];
  return (
    <li>
      <IntentLink
        href={`/programs/${program.id}`}
        className={cn(
          "group flex h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900",
          view === "grid" ? "flex-col gap-3" : "flex-col gap-3 sm:flex-row sm:items-start sm:justify-between",
        )}
        data-testid="program-card"
      >
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {level && <Badge tone={LEVEL_TONE[level] ?? "neutral"}>{lookupDisplayName(level)}</Badge>}
            <OriginBadge isTemplate={Boolean(program.isTemplate)} mine={own} shared={Boolean(program.isPublic)} />
          </div>
          <h2 className="text-lg font-bold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-100">{program.name}</h2>
          {program.description && <p className={cn("text-sm text-slate-600 dark:text-slate-300", view === "grid" && "line-clamp-3")}>{program.description}</p>}
        </div>
        <dl className={cn("grid shrink-0 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm", view === "list" && "sm:w-80")}>
          <dt className="text-slate-600 dark:text-slate-300">Weeks</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{program.durationWeeks ?? "-"}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Days / week</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{program.trainingDaysPerWeek ?? "-"}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Goal</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{goals.length ? goals.map(lookupDisplayName).join(", ") : "-"}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Type</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{types.length ? types.map(programTypeLabel).join(", ") : "-"}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Author</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{program.author || "-"}</dd>
          {sessions !== undefined && (
            <>
              <dt className="text-slate-600 dark:text-slate-300">Sessions</dt>
              <dd className="font-semibold text-slate-900 dark:text-white" data-testid="card-sessions">{sessions}</dd>
            </>
          )}
        </dl>
      </IntentLink>
    </li>
  );
}
