import type { Metadata } from "next";
import { StartView, type StartRequest } from "@/components/training/start-view";
import { requirePageUser } from "../../guard";

export const metadata: Metadata = { title: "Start Workout" };

type Search = Record<string, string | string[] | undefined>;

/**
 * The URL contract other pages link to:
 *   /train/start?workout={workoutId}      a live session from a saved workout
 *   /train/start?programDay={programDayId} a live session from a program day
 *   /train/start?program={programId}       the user's active program, then /dashboard
 * A visitor is sent to /login?redirect=<this URL> by the guard and comes back.
 */
function requestFrom(search: Search): StartRequest {
  const one = (key: string) => {
    const v = search[key];
    return typeof v === "string" && /^[a-z0-9]{1,30}$/.test(v) ? v : null;
  };
  const workout = one("workout");
  if (workout) return { kind: "workout", id: workout };
  const day = one("programDay");
  if (day) return { kind: "programDay", id: day };
  const program = one("program");
  if (program) return { kind: "program", id: program };
  return null;
}

export default async function TrainStartPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requirePageUser();
  return <StartView request={requestFrom(await searchParams)} />;
}
