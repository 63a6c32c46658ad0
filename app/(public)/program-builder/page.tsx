import type { Metadata } from "next";
import { ProgramBuilder } from "@/components/programs/builder/program-builder";

export const metadata: Metadata = { title: "Program Builder" };

export default function ProgramBuilderPage() {
  return <ProgramBuilder />;
}
