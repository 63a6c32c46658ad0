import type { Metadata } from "next";
import { ProgramsLibrary } from "@/components/programs/library/programs-library";

export const metadata: Metadata = { title: "Training Programs" };

export default function ProgramsPage() {
  return <ProgramsLibrary />;
}
