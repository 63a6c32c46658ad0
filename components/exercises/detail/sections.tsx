import Link from "next/link";
import { BodyMap } from "@/components/body-map/body-map";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { bySeverity, exerciseBodyMap, mistakeSeverity, variationView, type MuscleLike, type Severity, type VariationLike } from "@/lib/exercises/detail";
import { BODY_MAP } from "@/lib/training/constants";
import { variationSnippet } from "@/lib/training/exercise-detail";
import { lookupDisplayName } from "@/lib/training/labels";
import { Bar, Panel, display, many, one, type Rec } from "./parts";

const SEVERITY_TONE: Readonly<Record<Severity, BadgeTone>> = { critical: "error", high: "error", medium: "warning", low: "neutral" };
const SEVERITY_LABEL: Readonly<Record<Severity, string>> = { critical: "Critical", high: "High", medium: "Medium", low: "Low" };

/** Fixed coaching cues shown with every exercise's steps (spec 3 §2.5 item 7). */
const COACHING_CUES = ["Brace your core before each rep.", "Control the lowering phase.", "Breathe out through the hardest part of the rep."];

/** Muscle activation: the body map and a bar per primary and secondary muscle. */
export function MuscleActivation({ primary, secondary, patterns = [], equipment = [] }: { primary: Rec[]; secondary: Rec[]; patterns?: Rec[]; equipment?: Rec[] }) {
  const map = exerciseBodyMap(primary as MuscleLike[], secondary as MuscleLike[]);
  return (
    <Panel id="muscles" title="Muscle Activation">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <BodyMap intensities={map} />
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="exercise-figure-facts">
            <dt className="font-semibold text-slate-700 dark:text-slate-200">Movement</dt>
            <dd className="text-slate-800 dark:text-slate-100">{patterns.length ? patterns.map(display).join(", ") : "—"}</dd>
            <dt className="font-semibold text-slate-700 dark:text-slate-200">Equipment</dt>
            <dd className="text-slate-800 dark:text-slate-100">{equipment.length ? equipment.map(display).join(", ") : "None (bodyweight)"}</dd>
          </dl>
        </div>
        <div className="space-y-3">
          {primary.map((m) => (
            <div key={`p-${m.id}`}>
              <p className="flex justify-between text-sm text-slate-800 dark:text-slate-100">
                <span>{display(m)}</span>
                <span>Primary</span>
              </p>
              <Bar percent={BODY_MAP.primaryBarPercent} label={`${display(m)} primary`} />
            </div>
          ))}
          {secondary.map((m) => (
            <div key={`s-${m.id}`}>
              <p className="flex justify-between text-sm text-slate-800 dark:text-slate-100">
                <span>{display(m)}</span>
                <span>Secondary</span>
              </p>
              <Bar percent={BODY_MAP.secondaryBarPercent} label={`${display(m)} secondary`} />
            </div>
          ))}
        </div>
      </div>
    </Panel>
  );
}

/** Numbered steps and the fixed coaching cues. */
export function Instructions({ steps }: { steps: string[] }) {
  return (
    <Panel id="instructions" title="Step-by-Step Instructions">
      {steps.length > 0 ? (
        <ol className="space-y-3">
          {steps.map((s, i) => (
            <li key={i} className="flex gap-3 text-slate-800 dark:text-slate-100">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No written instructions yet.</p>
      )}
      <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-700/30 dark:text-brand-50">
        <p className="font-semibold">Coaching cues</p>
        <ul className="mt-1 list-disc pl-5">
          {COACHING_CUES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

/** Common mistakes, most severe first. */
export function Mistakes({ records }: { records: unknown }) {
  const mistakes = bySeverity(many(records));
  return (
    <Panel id="mistakes" title="Common Mistakes">
      {mistakes.length > 0 ? (
        <ul className="space-y-3">
          {mistakes.map((m) => {
            const severity = mistakeSeverity(m.severity);
            return (
              <li key={m.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="mistake">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{String(m.title ?? "")}</h3>
                  <Badge tone={SEVERITY_TONE[severity]}>{SEVERITY_LABEL[severity]}</Badge>
                </div>
                {typeof m.description === "string" && m.description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{m.description}</p>}
                {typeof m.consequences === "string" && m.consequences && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                    <strong>Why it matters:</strong> {m.consequences}
                  </p>
                )}
                {typeof m.correction === "string" && m.correction && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                    <strong>Fix:</strong> {m.correction}
                  </p>
                )}
                {texts(m.coachingCues).length > 0 && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                    <strong>Cues:</strong> {texts(m.coachingCues).map((c) => `“${c}”`).join(" ")}
                  </p>
                )}
                {texts(m.injuryRisk).length > 0 && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                    <strong>Risk to:</strong> {texts(m.injuryRisk).map(lookupDisplayName).join(", ")}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No common mistakes recorded for this exercise.</p>
      )}
    </Panel>
  );
}

/** A record's list of short texts (coaching cues, risks), empty when absent. */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
}

/** Progression tips with their target level and category. */
export function Tips({ records }: { records: unknown }) {
  const tips = many(records);
  return (
    <Panel id="tips" title="Progression Tips">
      {tips.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {tips.map((t) => (
            <li key={t.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800" data-testid="tip">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900 dark:text-white">{String(t.title ?? "")}</h3>
                {typeof t.targetLevel === "string" && <Badge tone="brand">{lookupDisplayName(t.targetLevel)}</Badge>}
                {one(t.expand && (t.expand as Rec).tipCategory) && <Badge>{display(one((t.expand as Rec).tipCategory)!)}</Badge>}
              </div>
              {typeof t.description === "string" && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{t.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No tips recorded for this exercise.</p>
      )}
    </Panel>
  );
}

/** Variations, each linking to the other exercise of the pair. */
export function Variations({ records, exerciseId }: { records: unknown; exerciseId: string }) {
  const variations = many(records)
    .map((v) => {
      const ve = (v.expand ?? {}) as Record<string, unknown>;
      const view = variationView(v as unknown as VariationLike, exerciseId, { exercise1: one(ve.exercise1), exercise2: one(ve.exercise2) });
      return view ? { ...view, type: display(one(ve.variationType)) } : null;
    })
    .filter((v): v is NonNullable<typeof v> => v !== null);
  return (
    <Panel id="variations" title="Variations">
      {variations.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {variations.map((v) => (
            <li key={v.id} data-testid="variation">
              <Link href={`/exercises/${v.other.id}`} className="block h-full rounded-lg border border-slate-200 p-3 hover:border-brand-500 dark:border-slate-700">
                <p className="font-semibold text-slate-900 dark:text-white">{v.other.name}</p>
                {v.type && <p className="text-xs text-slate-600 dark:text-slate-300">{v.type}</p>}
                {v.text && <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{variationSnippet(v.text) || v.text}</p>}
                {typeof v.other.difficultyLevel === "number" && (
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">Difficulty {v.other.difficultyLevel}/10</p>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No variations recorded for this exercise.</p>
      )}
    </Panel>
  );
}
