"use client";

import { useSyncExternalStore } from "react";
import type { RecordModel } from "pocketbase";
import { pb } from "./pocketbase";

export type AuthState = { user: RecordModel | null; token: string };

let snapshot: AuthState | null = null;
function read(): AuthState {
  const store = pb().authStore;
  const user = store.isValid ? (store.record as RecordModel | null) : null;
  if (!snapshot || snapshot.user !== user || snapshot.token !== store.token) {
    snapshot = { user, token: store.isValid ? store.token : "" };
  }
  return snapshot;
}

const SERVER_SNAPSHOT: AuthState = { user: null, token: "" };

/** The signed-in user from the SDK's store (null for a visitor), re-rendering on every change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    (listener) => pb().authStore.onChange(listener),
    read,
    () => SERVER_SNAPSHOT,
  );
}

/** Also hands the token to the server, which keeps it in an httpOnly cookie for the dashboard guard. */
async function syncServerSession(token: string): Promise<void> {
  await fetch("/api/auth/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
    credentials: "same-origin",
  });
}

export async function signIn(email: string, password: string): Promise<RecordModel> {
  const auth = await pb().collection("users").authWithPassword(email, password);
  await syncServerSession(auth.token);
  return auth.record;
}

export async function signUp(input: {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  plan?: string;
}): Promise<RecordModel> {
  await pb()
    .collection("users")
    .create({ ...input, emailVisibility: true });
  return signIn(input.email, input.password);
}

export async function signOut(): Promise<void> {
  pb().authStore.clear();
  await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => {});
}
