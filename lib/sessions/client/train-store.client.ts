"use client";

/**
 * Where a live session lives in the browser: localStorage, so a reload, a
 * closed tab or a lost connection loses nothing. One entry per session, one
 * write queue per user (sent by ./train-queue). Components read through
 * useSyncExternalStore; every write notifies them.
 */
import { newRecordId } from "@/lib/shared/record-id";
import type { LiveState } from "@/lib/sessions/live";
import type { WriteOp } from "@/lib/sessions/queue";
import { isWeightUnit, type WeightUnit } from "@/lib/sessions/units";

const PREFIX = "forgefit:train";
export const sessionKey = (sessionId: string) => `${PREFIX}:session:${sessionId}`;
export const queueKey = (userId: string) => `${PREFIX}:queue:${userId}`;
const UNIT_KEY = `${PREFIX}:unit`;

const listeners = new Set<() => void>();
/** Parsed values by key: useSyncExternalStore needs the same object until the entry changes. */
const cache = new Map<string, { raw: string | null; value: unknown }>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function notify() {
  for (const l of listeners) l();
}

function read<T>(key: string): T | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T | null;
  let value: T | null = null;
  try {
    value = raw ? (JSON.parse(raw) as T) : null;
  } catch {
    value = null;
  }
  cache.set(key, { raw, value });
  return value;
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the in-memory copy below still serves this page.
  }
  cache.delete(key);
  notify();
}

export function readSession(sessionId: string): LiveState | null {
  const state = read<LiveState>(sessionKey(sessionId));
  return state && state.version === 1 && state.sessionId === sessionId ? state : null;
}

export function writeSession(state: LiveState): void {
  write(sessionKey(state.sessionId), state);
}

/** Sessions discarded on this page: never rebuilt from the server while their delete is on its way. */
const discarded = new Set<string>();

export function removeSession(sessionId: string): void {
  discarded.add(sessionId);
  write(sessionKey(sessionId), null);
}

export function wasDiscarded(sessionId: string): boolean {
  return discarded.has(sessionId);
}

const EMPTY: WriteOp[] = [];

export function readQueue(userId: string): WriteOp[] {
  return read<WriteOp[]>(queueKey(userId)) ?? EMPTY;
}

export function writeQueue(userId: string, queue: WriteOp[]): void {
  write(queueKey(userId), queue.length === 0 ? null : queue);
}

/** The unit last chosen on this device (the user record's weightUnit is the fallback). */
export function readUnit(): WeightUnit | null {
  try {
    const value = window.localStorage.getItem(UNIT_KEY);
    return isWeightUnit(value) ? value : null;
  } catch {
    return null;
  }
}

/** The account's unit setting, else kg: what the server can know. */
export function accountUnit(saved: unknown): WeightUnit {
  return isWeightUnit(saved) ? saved : "kg";
}

/** The unit to show: this device's last choice, else the account's setting, else kg. */
export function preferredUnit(user: Readonly<Record<string, unknown>> | null): WeightUnit {
  return readUnit() ?? accountUnit(user?.weightUnit);
}

export function writeUnit(unit: WeightUnit): void {
  try {
    window.localStorage.setItem(UNIT_KEY, unit);
  } catch {
    // not remembered on this device; the user record still is
  }
}

/** A fresh 15-character record id from the browser's crypto. */
export function clientId(): string {
  return newRecordId((n) => crypto.getRandomValues(new Uint8Array(n)));
}
