"use client";

import { useRouter } from "next/navigation";
import { SearchParamReader } from "@/components/ui/search-param-reader";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth.client";
import { clearDraft } from "@/lib/workouts/draft-store.client";
import { balanceWarnings, BALANCE_MESSAGES } from "@/lib/training/balance-warnings";
import { applyBuilderTemplate, generateRequestFromForm } from "@/lib/training/builder-form";
import { BUILDER_DEFAULTS, BUILDER_MESSAGES, EQUIPMENT_TYPES, TEMPLATE_GENERATE_DELAY_MS, type BuilderTemplate } from "@/lib/training/constants";
import { experienceFromFitnessLevel } from "@/lib/training/experience";
import {
  addExercise,
  draftScoreSource,
  emptyWorkout,
  moveExercise,
  removeAt,
  saveBody,
  swapAt,
  updateAt,
  withStats,
  type DraftExercise,
} from "@/lib/workouts/draft";
import { workoutQuality } from "@/lib/workouts/view";
import { NO_EXTRAS, type GenerationExtras } from "@/lib/workouts/generation-extras";
import { noReadinessFlags } from "@/lib/training/readiness";
import { createWorkout } from "@/lib/workouts/builder.client";
import { generateDraft } from "@/lib/workouts/generator.client";
import { apiFailureMessage } from "@/lib/shared/api-message";
import { AddExerciseModal, BuilderPreview } from "./lazy-dialogs";
import { WorkoutEditor } from "./editor";
import { BuilderModeTabs, type Tab } from "./mode-tabs";
import { BuilderNotices, type Notice } from "./notices";
import { GenerationNotes } from "./generation-notes";
import { ParameterForm, type BuilderFormState } from "./parameter-form";
import { WorkoutHealthCheck, type WorkoutHealth } from "./readiness-check";
import { useStoredDraft } from "./use-stored-draft";

const INITIAL_FORM: BuilderFormState = { ...BUILDER_DEFAULTS, balanceMode: "auto", equipmentTypes: [], muscleGroups: [], gymId: null };

type Resume = "save" | "start";

/** The workout builder (spec 2 §2.2, §4.2-§4.4). */
export function WorkoutBuilder() {
  const router = useRouter();
  // Read in a child with its own boundary, so the rest of the builder is in the static HTML.
  const [resume, setResume] = useState<string | null>(null);
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>("ai");
  const [form, setForm] = useState<BuilderFormState>(INITIAL_FORM);
  const { workout, setWorkout, hydrated, restored } = useStoredDraft();
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [health, setHealth] = useState<WorkoutHealth>({ answers: noReadinessFlags(), injuries: [], avoidMuscles: [] });
  const [extras, setExtras] = useState<GenerationExtras>(NO_EXTRAS);
  const resumed = useRef(false);

  const edit = useCallback((change: (list: DraftExercise[]) => DraftExercise[]) => {
    setWorkout((w) => withStats({ ...w, exercises: change(w.exercises) }));
  }, [setWorkout]);

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
    return generateError ? [generateError, ...shown] : shown;
  }, [form.balanceMode, form.equipmentTypes.length, workout, generated, generateError]);

  const score = useMemo(
    // The duration and type Save stores: the preview is the score the saved workout will show.
    () => workoutQuality(draftScoreSource(workout), workout.exercises),
    [workout],
  );

  async function generate(settings: BuilderFormState) {
    setGenerating(true);
    setGenerateError(null);
    setNotice(null);
    setExtras(NO_EXTRAS);
    try {
      const body = generateRequestFromForm({
        ...settings,
        // None chosen: every type, as the warning promises ("will use all available equipment types").
        equipmentIds: settings.equipmentTypes.length > 0 ? settings.equipmentTypes : [...EQUIPMENT_TYPES],
        muscleGroups: settings.muscleGroups,
        injuries: health.injuries,
      });
      const result = await generateDraft({ ...body, avoidMuscles: health.avoidMuscles }, health.answers, "AI Generated Workout");
      setWorkout(result.workout);
      setExtras(result.extras);
      setGenerated(true);
      setPreviewOpen(true);
    } catch (error) {
      // The workout on screen stays as it was: a failed generation must not cost the user their work.
      setGenerateError(apiFailureMessage(error, BUILDER_MESSAGES.generateFailed));
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
        const record = await createWorkout(saveBody(workout, user.id));
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
    if (resumed.current || !hydrated || !user || (resume !== "save" && resume !== "start")) return;
    resumed.current = true;
    router.replace("/workout-builder", { scroll: false });
    if (workout.exercises.length > 0) void save(resume);
  }, [resume, hydrated, user, workout.exercises.length, save, router]);

  function clearAndNew() {
    clearDraft();
    setWorkout(emptyWorkout());
    setPreviewOpen(false);
    setGenerated(false);
    setGenerateError(null);
    setExtras(NO_EXTRAS);
    setTab("ai");
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="space-y-6">
      <Suspense fallback={null}>
        <SearchParamReader name="resume" onValue={setResume} />
      </Suspense>
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

      <BuilderNotices restored={restored} notice={notice} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <BuilderModeTabs
          tab={tab}
          onTab={setTab}
          onAddManual={() => setAdding(true)}
          aiPanel={<ParameterForm form={form} onChange={setForm} onTemplate={applyTemplate} onGenerate={() => void generate(form)} generating={generating} warnings={warnings} health={<WorkoutHealthCheck health={health} onChange={setHealth} />} />}
        />

        <div className="min-w-0 space-y-4">
          <GenerationNotes extras={extras} workoutIds={workout.exercises.map((e) => e.id)} onPutBack={(e) => edit((list) => addExercise(list, e))} />
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
      </div>

      {adding && (
        <AddExerciseModal
          open
          onClose={() => setAdding(false)}
          existing={workout.exercises.map((e) => e.id)}
          onAdd={(e) => {
            edit((list) => addExercise(list, e));
            setAdding(false);
          }}
        />
      )}
      {previewOpen && (
        <BuilderPreview
          open
          workout={workout}
          score={score}
          saving={saving}
          error={notice?.tone === "error" ? notice.text : null}
          onClose={() => setPreviewOpen(false)}
          notes={extras.notes}
          onClear={clearAndNew}
          onSave={() => void save("save")}
          onStart={() => void save("start")}
        />
      )}
    </div>
  );
}
