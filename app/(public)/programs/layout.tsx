import type { ReactNode } from "react";

/** Spec 3 §2.2: the /programs layout route only renders its children. */
export default function ProgramsLayout({ children }: { children: ReactNode }) {
  return children;
}
