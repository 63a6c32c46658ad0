"use client";

import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { deleteAccount } from "@/lib/account/account.client";
import { FormAlert, FormField } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { AccountSection } from "./section";
import { useAction } from "./use-action";

export const DELETE_PHRASE = "delete my account";

export function DeleteSection({ userId }: { userId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const action = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== DELETE_PHRASE) return action.setError({ message: "", fields: { confirm: `Type "${DELETE_PHRASE}" to confirm` } });
    if (await action.run(() => deleteAccount(userId))) {
      queryClient.clear();
      router.replace("/?account=deleted");
    }
  }

  return (
    <AccountSection
      id="delete"
      danger
      title="Delete account"
      description="Deletes the account with every gym, workout, program, session and set it owns, at once and for good. Export your data first if you want to keep it."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={action.busy}>
        <FormAlert message={action.error?.message && !action.error.fields.confirm ? action.error.message : null} />
        <FormField
          id="account-delete-confirm"
          label={`Type "${DELETE_PHRASE}" to confirm`}
          autoComplete="off"
          value={typed}
          error={action.error?.fields.confirm}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="danger" disabled={action.busy}>
          {action.busy ? "Deleting..." : "Delete my account and data"}
        </Button>
      </form>
    </AccountSection>
  );
}
