import type { BalanceMarker } from "@/lib/training/coverage";
import type { ProgramAnalysis } from "@/lib/programs/program-analysis";
import type { ProgramView } from "@/lib/programs/program-view";
import { lookupDisplayName } from "@/lib/training/labels";
import { cn } from "@/components/ui/cn";
import { ProgramStartControl } from "./start-control";

const MARKER = {
  green: { dot: "bg-green-500", text: "Balanced" },
  amber: { dot: "bg-amber-400", text: "Slightly off" },
  red: { dot: "bg-red-500", text: "Imbalanced" },
} as const;

function Marker({ label, a, b, marker }: { label: string; a: string; b: string; marker: BalanceMarker }) {
  const m = MARKER[marker.status];
  const other = 100 - marker.value;
  return (
    <div className="rounded-lg bg-white/10 p-3" data-testid={`marker-${label}`} data-status={marker.status}>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-100">{label}</p>
      <div className="relative mt-2 h-2 rounded-full bg-white/25" role="img" aria-label={`${a} ${marker.value}%, ${b} ${other}%: ${m.text.toLowerCase()}`}>
        <span className="absolute left-1/2 top-[-3px] h-3.5 w-px bg-white/70" aria-hidden="true" />
        <span className={cn("absolute top-1/2 h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white", m.dot)} style={{ left: `${marker.value}%` }} aria-hidden="true" />
      </div>
      <p className="mt-2 text-sm text-white">
        {a} {marker.value}% · {b} {other}% <span className="text-brand-100">({m.text})</span>
      </p>
    </div>
  );
}

export function ProgramHero({ program, analysis }: { program: ProgramView; analysis: ProgramAnalysis }) {
  const facts: [string, string][] = [
    ["Weeks", String(program.durationWeeks ?? program.weeks.length)],
    ["Days / week", program.trainingDaysPerWeek ? String(program.trainingDaysPerWeek) : "-"],
    ["Session", program.sessionDurationMinutes ? `${program.sessionDurationMinutes} min` : "-"],
    ["Muscle coverage", analysis.hasData ? `${analysis.coveragePercent}%` : "-"],
  ];
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-10 text-white sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {program.experienceLevel && <span className="rounded-full bg-white/15 px-3 py-1 font-semibold">{lookupDisplayName(program.experienceLevel)}</span>}
          {program.primaryGoals[0] && <span className="rounded-full bg-white/15 px-3 py-1 font-semibold">{lookupDisplayName(program.primaryGoals[0])}</span>}
          <span className="rounded-full bg-white px-3 py-1 font-bold text-brand-700" data-testid="hero-score">
            Score {analysis.score.overall}/100
          </span>
        </div>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-3xl space-y-2">
            <h1 className="text-3xl font-bold sm:text-4xl">{program.name}</h1>
            {program.description && <p className="text-brand-100">{program.description}</p>}
            {program.author && <p className="text-sm text-brand-100">By {program.author}</p>}
          </div>
          <ProgramStartControl programId={program.id} programName={program.name} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([k, v]) => (
            <div key={k} className="rounded-lg bg-white/10 p-3">
              <dt className="text-xs font-semibold uppercase tracking-wide text-brand-100">{k}</dt>
              <dd className="text-2xl font-bold">{v}</dd>
            </div>
          ))}
        </dl>
        {analysis.hasData && (
          <div className="grid gap-3 md:grid-cols-3" aria-label="Balance markers">
            <Marker label="Upper/Lower" a="Upper" b="Lower" marker={analysis.markers.upperLower} />
            <Marker label="Push/Pull" a="Push" b="Pull" marker={analysis.markers.pushPull} />
            <Marker label="Front/Back" a="Front" b="Back" marker={analysis.markers.frontBack} />
          </div>
        )}
      </div>
    </section>
  );
}
