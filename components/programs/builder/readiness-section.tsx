"use client";

import type { ReadinessAnswers } from "@/lib/training/readiness";
import { ReadinessCheck } from "../../workouts/builder/readiness-check";

/**
 * The program builder's readiness screen, in Health & Safety beside the
 * injuries. Open by default here: this section is where the builder asks
 * about health, and a program commits to weeks of training.
 */
export function ReadinessSection({ answers, onChange }: { answers: ReadinessAnswers; onChange: (next: ReadinessAnswers) => void }) {
  return <ReadinessCheck answers={answers} onChange={onChange} defaultOpen />;
}
