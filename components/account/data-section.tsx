"use client";

import { Download } from "lucide-react";
import { exportAll, exportCsv } from "@/lib/account/account.client";
import { downloadText } from "@/lib/client/download";
import { preferredUnit } from "@/lib/sessions/client/train-store.client";
import { FormAlert } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { AccountSection } from "./section";
import { useAction } from "./use-action";

const today = () => new Date().toISOString().slice(0, 10);

export function DataSection({ user }: { user: { id: string } & Record<string, unknown> }) {
  const json = useAction();
  const csv = useAction();
  return (
    <AccountSection
      id="data"
      title="Your data"
      description="Everything this account holds: the profile, your gyms, your workouts and programs, and every logged session and set. JSON has it all; CSV has the training log, one row per set."
    >
      <FormAlert message={json.error?.message ?? csv.error?.message ?? null} />
      <div className="mt-2 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={json.busy}
          onClick={() => json.run(async () => downloadText(`forgefit-export-${today()}.json`, JSON.stringify(await exportAll(user.id), null, 2), "application/json"))}
        >
          <Download aria-hidden="true" className="mr-2 size-4" />
          {json.busy ? "Exporting..." : "Export all (JSON)"}
        </Button>
        <Button
          variant="secondary"
          disabled={csv.busy}
          onClick={() => csv.run(async () => downloadText(`forgefit-history-${today()}.csv`, await exportCsv(user.id, preferredUnit(user)), "text/csv;charset=utf-8"))}
        >
          <Download aria-hidden="true" className="mr-2 size-4" />
          {csv.busy ? "Exporting..." : "Export training log (CSV)"}
        </Button>
      </div>
    </AccountSection>
  );
}
