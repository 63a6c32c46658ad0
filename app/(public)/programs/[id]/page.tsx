import type { Metadata } from "next";
import { ProgramDetail } from "@/components/programs/detail/program-detail";

export const metadata: Metadata = { title: "Program" };

export default async function ProgramDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProgramDetail id={id} />;
}
