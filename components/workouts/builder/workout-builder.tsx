"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useAuth } from "@/lib/client/auth";
import { pb } from "@/lib/client/pocketbase";
import { clearDraft, loadDraft, saveDraft } from "@/lib/client/workout-draft";
import { balanceWarnings, BALANCE_MESSAGES } from "@/lib/training/balance-warnings";
import { applyBuilderTemplate, generateRequestFromForm } from "@/lib/training/builder-form";
import { BUILDER_DEFAULTS, BUILDER_LIMITS, BUILDER_MESSAGES, EQUIPMENT_TYPES, TEMPLATE_GENERATE_DELAY_MS, type BuilderTemplate } from "@/lib/training/constants";
import { experienceFromFitnessLevel } from "@/lib/training/experience";
import {
  addExercise,
  DEFAULT_WORKOUT_NAME,
  emptyWorkout,
  failedWorkout,
  moveExercise,
  readGenerateResponse,
  removeAt,
  saveBody,
  swapAt,
  updateAt,
  withStats,
  workoutFromGenerated,
  type DraftExercise,
  type DraftWorkout,
} from "@/lib/workouts/draft";
import { workoutQuality } from "@/lib/workouts/view";
import { fetchExercisesByIds } from "../queries";
import { AddExerciseModal } from "./add-exercise-modal";
import { WorkoutEditor } from "./editor";
import { ParameterForm, type BuilderFormState } from "./parameter-form";
import { BuilderPreview } from "./preview";

const INITIAL_FORM: BuilderFormState = { ...BUILDER_DEFAULTS, balanceMode: "auto", equipmentTypes: [], muscleGroups: [] };

type Tab = "ai" | "manual";
type Resume = "save" | "start";
type Notice = { tone: "success" | "error"; text: string; href?: string } | null;

/** The workout builder (spec 2 §2.2, §4.2-§4.4). */
export function WorkoutBuilder() {
  const router = useRouter();
  const params = useSearchParams();
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>("ai");
  const [form, setForm] = useState<BuilderFormState>(INITIAL_FORM);
  const [workout, setWorkout] = useState<DraftWorkout>(() => emptyWorkout());
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [generateError, setGenerateError] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const resumed = useRef(false);

  // Restore the draft once, after mount (local storage is browser-only).
  useEffect(() => {
    const draft = loadDraft();
    if (draft && (draft.exercises.length > 0 || draft.name !== DEFAULT_WORKOUT_NAME)) {
      setWorkout(draft);
      setRestored(true);
    }
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => setRestored(false), BUILDER_LIMITS.restoredNoticeMs);
    return () => window.clearTimeout(timer);
  }, [restored]);

  // Written on every change once the stored draft has been read.
  useEffect(() => {
    if (hydrated) saveDraft(workout);
  }, [workout, hydrated]);

  const edit = useCallback((change: (list: DraftExercise[]) => DraftExercise[]) => {
    setWorkout((w) => withStats({ ...w, exercises: change(w.exercises) }));
  }, []);

  const equipmentSent = form.equipmentTypes.length > 0 ? form.equipmentTypes : [...EQUIPMENT_TYPES];
  const experience = experienceFromFitnessLevel(form.fitnessLevel);

  const warnings = useMemo(() => {
    const list = balanceWarnings({
      balanceMode: form.balanceMode,
      muscleBalance: workout.muscleBalance,
      equipmentCount: form.equipmentTypes.length,
      exerciseCount: workout.exercises.length,
    });
    // "No exercises generated" only once something was generated.
    const shown = generated ? list : list.filter((w) => w !== BALANCE_MESSAGES.noExercises);
    return generateError ? [BUILDER_MESSAGES.generateFailed, ...shown] : shown;
  }, [form.balanceMode, form.equipmentTypes.length, workout, generated, generateError]);

  const score = useMemo(
    () => workoutQuality({ targetDurationMinutes: form.duration, workoutType: form.workoutType }, workout.exercises),
    [workout.exercises, form.duration, form.workoutType],
  );

  async function generate(settings: BuilderFormState) {
    setGenerating(true);
    setGenerateError(false);
    setNotice(null);
    try {
      const body = generateRequestFromForm({
        ...settings,
        // None chosen: every type, as the warning promises ("will use all available equipment types").
        equipmentIds: settings.equipmentTypes.length > 0 ? settings.equipmentTypes : [...EQUIPMENT_TYPES],
        muscleGroups: settings.muscleGroups,
        injuries: [],
      });
      const answer = await pb().send("/api/workouts/generate", { method: "POST", body });
      const shape = readGenerateResponse(answer);
      if (!shape) throw new Error("Failed to generate workout");
      const records = await fetchExercisesByIds(shape.ids).catch(() => []);
      setWorkout(workoutFromGenerated(shape, records, "AI Generated Workout"));
      setGenerated(true);
      setPreviewOpen(true);
    } catch {
      setGenerateError(true);
      setGenerated(true);
      setWorkout(failedWorkout(settings.duration));
    } finally {
      setGenerating(false);
    }
  }

  function applyTemplate(template: BuilderTemplate) {
    const next = { ...form, ...applyBuilderTemplate(form, template) };
    setForm(next);
    window.setTimeout(() => void generate(next), TEMPLATE_GENERATE_DELAY_MS);
  }

  const save = useCallback(
    async (then: Resume) => {
      if (!user) {
        router.push(`/login?redirect=${encodeURIComponent(`/workout-builder?resume=${then}`)}`);
        return;
      }
      setSaving(true);
      setNotice(null);
      try {
        const record = await pb().collection("workouts").create(saveBody(workout, user.id));
        setPreviewOpen(false);
        if (then === "start") {
          router.push(`/train/start?workout=${record.id}`);
          return;
        }
        setNotice({ tone: "success", text: BUILDER_MESSAGES.saveSuccess, href: `/workouts/${record.id}` });
      } catch {
        setNotice({ tone: "error", text: BUILDER_MESSAGES.saveFailure });
      } finally {
        setSaving(false);
      }
    },
    [user, workout, router],
  );

  // Back from log-in: finish what the visitor asked for, on the same draft.
  useEffect(() => {
    const resume = params.get("resume");
    if (resumed.current || !hydrated || !user || (resume !== "save" && resume !== "start")) return;
    resumed.current = true;
    router.replace("/workout-builder", { scroll: false });
    if (workout.exercises.length > 0) void save(resume);
  }, [params, hydrated, user, workout.exercises.length, save, router]);

  function clearAndNew() {
    clearDraft();
    setWorkout(emptyWorkout());
    setPreviewOpen(false);
    setGenerated(false);
    setGenerateError(false);
    setTab("ai");
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Workout Builder</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Create personalized workouts with AI or build manually</p>
        </div>
        {workout.exercises.length > 0 && (
          <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
            View Preview
          </Button>
        )}
      </div>

      <div aria-live="polite">
        {restored && (
          <p className="rounded-lg bg-green-100 px-4 py-2 font-medium text-green-900 dark:bg-green-900/40 dark:text-green-100" data-testid="restored-notice">
            {BUILDER_MESSAGES.restoredNotice}
          </p>
        )}
        {notice && (
          <p
            role={notice.tone === "error" ? "alert" : "status"}
            className={cn(
              "rounded-lg px-4 py-2 font-medium",
              notice.tone === "success" ? "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100" : "bg-red-100 text-red-900 dark:bg-red-950/50 dark:text-red-100",
            )}
            data-testid="save-notice"
          >
            {notice.text}{" "}
            {notice.href && (
              <a href={notice.href} className="underline">
                View saved workout
              </a>
            )}
          </p>
        )}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-4">
          <div role="tablist" aria-label="Build mode" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {(
              [
                ["ai", "AI Generate"],
                ["manual", "Manual Build"],
              ] as const
            ).map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`panel-${id}`}
                onClick={() => setTab(id)}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
                  tab === id ? "bg-white text-brand-700 shadow dark:bg-slate-950 dark:text-brand-100" : "text-slate-700 dark:text-slate-200",
                )}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            {tab === "ai" ? (
              <ParameterForm form={form} onChange={setForm} onTemplate={applyTemplate} onGenerate={() => void generate(form)} generating={generating} warnings={warnings} />
            ) : (
              <div className="space-y-3">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Build it yourself</h2>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Search the exercise library and add exercises one at a time. Sets, reps and rest start at 3 × 8-12 with 90 s rest; change them on each row.
                </p>
                <Button onClick={() => setAdding(true)}>+ Add Exercise</Button>
              </div>
            )}
          </div>
        </div>

        <WorkoutEditor
          workout={workout}
          onRename={(name) => setWorkout((w) => withStats({ ...w, name }))}
          onAdd={() => setAdding(true)}
          onMove={(i, d) => edit((list) => moveExercise(list, i, d))}
          onRemove={(i) => edit((list) => removeAt(list, i))}
          onChange={(i, p) => edit((list) => updateAt(list, i, p))}
          onSwap={(i, r) => edit((list) => swapAt(list, i, r))}
          availableEquipment={form.equipmentTypes.length > 0 ? equipmentSent : []}
          experienceLevel={experience}
        />
      </div>

      <AddExerciseModal
        open={adding}
        onClose={() => setAdding(false)}
        existing={workout.exercises.map((e) => e.id)}
        onAdd={(e) => {
          edit((list) => addExercise(list, e));
          setAdding(false);
        }}
      />
      <BuilderPreview
        open={previewOpen}
        workout={workout}
        score={score}
        saving={saving}
        error={previewOpen && notice?.tone === "error" ? notice.text : null}
        onClose={() => setPreviewOpen(false)}
        onClear={clearAndNew}
        onSave={() => void save("save")}
        onStart={() => void save("start")}
      />
    </div>
  );
}
