"use client";

import { retryNowForSignedInUser, type SyncStatus } from "@/lib/sessions/client/train-queue.client";
import { cn } from "@/components/ui/cn";

/** Says whether what the user logged has reached the server, in words (not colour alone). */
export function SyncStatusLine({ status, className }: { status: SyncStatus; className?: string }) {
  let text: string;
  let tone: "ok" | "wait" | "bad";
  if (status.blocked) {
    text = `Your login has expired: ${status.pending} change${status.pending === 1 ? "" : "s"} kept on this device until you log in again.`;
    tone = "bad";
  } else if (status.waiting) {
    text = `Offline: ${status.pending} change${status.pending === 1 ? "" : "s"} saved on this device, sent when the server answers again.`;
    tone = "wait";
  } else if (status.pending > 0) {
    text = "Saving...";
    tone = "wait";
  } else {
    text = "All changes saved";
    tone = "ok";
  }
  return (
    <div className={className}>
      <p
        role="status"
        data-testid="sync-status"
        data-pending={status.pending}
        className={cn(
          "text-sm",
          tone === "ok" && "text-green-800 dark:text-green-300",
          tone === "wait" && "text-amber-800 dark:text-amber-200",
          tone === "bad" && "text-red-700 dark:text-red-300",
        )}
      >
        <span aria-hidden="true">{tone === "ok" ? "✓ " : tone === "wait" ? "⟳ " : "⚠ "}</span>
        {text}
        {status.waiting && (
          <button
            type="button"
            onClick={retryNowForSignedInUser}
            className="ml-2 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            Retry now
          </button>
        )}
      </p>
      {status.dropped.length > 0 && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {status.dropped.length} change{status.dropped.length === 1 ? " was" : "s were"} refused by the server and not saved.
        </p>
      )}
    </div>
  );
}
