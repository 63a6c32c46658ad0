"use client";

import { useSyncExternalStore } from "react";
import type { RecordModel } from "pocketbase";
import { pb } from "@/lib/client/pocketbase";

export type AuthState = { user: RecordModel | null; token: string };

let snapshot: AuthState | null = null;
let snapshotKey = "";
/**
 * The SDK's local-storage store parses a fresh record object on every read,
 * so the snapshot is keyed by content: useSyncExternalStore needs a stable
 * value between changes or it re-renders forever.
 */
function read(): AuthState {
  const store = pb().authStore;
  const valid = store.isValid;
  const record = valid ? (store.record as RecordModel | null) : null;
  const key = valid ? `${store.token}|${JSON.stringify(record)}` : "";
  if (!snapshot || key !== snapshotKey) {
    snapshot = { user: record, token: valid ? store.token : "" };
    snapshotKey = key;
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

/** PocketBase's request-password-reset: resolves for any well-formed address, registered or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await pb().collection("users").requestPasswordReset(email);
}

/** PocketBase's confirm-password-reset; a new password ends every session, this browser's included. */
export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<void> {
  await pb().collection("users").confirmPasswordReset(token, password, passwordConfirm);
  pb().authStore.clear();
}
