import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Finish or discard, each behind a confirmation (finish only when sets are left unticked). */
export function LiveFinishBar({ undone, onFinish, onDiscard }: { undone: number; onFinish: () => void; onDiscard: () => void }) {
  const [confirm, setConfirm] = useState<"finish" | "discard" | null>(null);
  const finish = () => {
    onFinish();
    setConfirm(null);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {confirm === null ? (
        <>
          <Button variant="ghost" onClick={() => setConfirm("discard")}>
            Discard workout
          </Button>
          <Button size="lg" onClick={() => (undone > 0 ? setConfirm("finish") : finish())}>
            Finish Workout
          </Button>
        </>
      ) : confirm === "finish" ? (
        <div role="alertdialog" aria-labelledby="confirm-finish" className="flex w-full flex-wrap items-center justify-between gap-3">
          <p id="confirm-finish" className="text-slate-800 dark:text-slate-100">
            {undone} set{undone === 1 ? " is" : "s are"} not ticked and won&apos;t count. Finish anyway?
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Keep training
            </Button>
            <Button onClick={finish}>Finish anyway</Button>
          </div>
        </div>
      ) : (
        <div role="alertdialog" aria-labelledby="confirm-discard" className="flex w-full flex-wrap items-center justify-between gap-3">
          <p id="confirm-discard" className="text-slate-800 dark:text-slate-100">
            Delete this workout and every set logged in it?
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              Delete workout
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
