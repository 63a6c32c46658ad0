import type { ReactNode } from "react";

/** Spec 3 §2.4: the /exercises layout route only renders its children. */
export default function ExercisesLayout({ children }: { children: ReactNode }) {
  return children;
}
