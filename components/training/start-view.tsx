"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth.client";
import { findResumable, preferredUnit, startProgram, startSession, type StartSource } from "@/lib/sessions/client/train-data.client";
import { clientId, writeSession } from "@/lib/sessions/client/train-store.client";
import { useHydrated } from "@/lib/client/use-hydrated";
import { ButtonLink } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TrainHub } from "./train-hub";

export type StartRequest = StartSource | { kind: "program"; id: string } | null;

/**
 * The id a start gets is kept in sessionStorage for that start URL, so a
 * reload or a double click while starting re-sends the same create (stored
 * once) instead of making a second session.
 */
function pendingId(key: string): string {
  const storageKey = `forgefit:train:starting:${key}`;
  try {
    const found = window.sessionStorage.getItem(storageKey);
    if (found) return found;
    const id = clientId();
    window.sessionStorage.setItem(storageKey, id);
    return id;
  } catch {
    return clientId();
  }
}

function forgetPending(key: string) {
  try {
    window.sessionStorage.removeItem(`forgefit:train:starting:${key}`);
  } catch {
    // nothing kept
  }
}

function describe(error: unknown): { title: string; description: string } {
  const e = error as { status?: number; message?: string };
  if (e?.status === 404) return { title: "Not found", description: "This workout or program doesn't exist, or it is private." };
  if (e?.status === 0) return { title: "You're offline", description: "Starting a workout needs a connection once; after that it keeps going offline." };
  return { title: "Couldn't start", description: e?.message || "Something went wrong while processing your request." };
}

export function StartView({ request }: { request: StartRequest }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || !request || started.current) return;
    started.current = true;
    const key = `${request.kind}:${request.id}`;
    const now = new Date();
    (async () => {
      if (request.kind === "program") {
        await startProgram(userId, request.id, now);
        await queryClient.invalidateQueries({ queryKey: ["workout_sessions"] });
        router.replace("/dashboard");
        return;
      }
      const resumable = await findResumable(userId, request, now);
      if (resumable) {
        forgetPending(key);
        router.replace(`/train/${resumable}`);
        return;
      }
      const state = await startSession({ userId, unit: preferredUnit(user), source: request, sessionId: pendingId(key), now });
      writeSession(state);
      forgetPending(key);
      router.replace(`/train/${state.sessionId}`);
    })().catch((e) => {
      started.current = false;
      setError(e);
    });
  }, [userId, user, request, router, queryClient]);

  if (!request) return <TrainHub />;
  if (hydrated && !user) {
    return (
      <main id="main" className="mx-auto max-w-2xl p-6">
        <ErrorState title="Your session has expired" description="Please log in again to start training." action={<ButtonLink href="/login">Log In</ButtonLink>} />
      </main>
    );
  }
  if (error) {
    const { title, description } = describe(error);
    return (
      <main id="main" className="mx-auto max-w-2xl p-6">
        <ErrorState title={title} description={description} action={<ButtonLink href="/dashboard">Back to Dashboard</ButtonLink>} />
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-2xl p-6">
      <h1 className="sr-only">{request.kind === "program" ? "Starting your program" : "Starting your workout"}</h1>
      <LoadingState text={request.kind === "program" ? "Starting your program..." : "Starting your workout..."} />
    </main>
  );
}
