import { cn } from "@/components/ui/cn";
import { BUILDER_MESSAGES } from "@/lib/training/constants";

export type Notice = { tone: "success" | "error"; text: string; href?: string } | null;

/** The "draft restored" note and the save outcome, announced politely. */
export function BuilderNotices({ restored, notice }: { restored: boolean; notice: Notice }) {
  return (
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
  );
}
