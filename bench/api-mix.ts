/**
 * The realistic request mix of `bench/api.ts --mix`: a seeded stream of library
 * list requests as the browser sends them, and the list-cache hit rate that
 * stream produces on the server.
 *
 * The query strings come from the app's own code (exercisePageQuery and
 * exerciseFilter for the exercise library, libraryFilter and librarySortParam for
 * the workouts library), with search terms cut from real exercise names and
 * filter values from GET /api/lookups. Popularity is skewed (Zipf, s = 1): a few
 * muscles, machines and exercises are asked for far more often than the rest.
 *
 * The hit rate is not guessed: the requests the server answered, with the moment
 * each was sent, are replayed in order through lib/records/list-cache.ts itself
 * under that recorded clock, with the same key and the same "may this answer be
 * kept" tests as lib/records/list.ts, so TTL expiry and the 32 MB eviction act
 * exactly as in the server process (which has one cache; the catalogue does not
 * change during a run, so its version is one constant of the key).
 */
import { parseExpand } from "@/lib/records/expand";
import { clearListCache, getCachedList, LIST_CACHE_TTL_MS, listCacheable, listCacheKey, setCachedList } from "@/lib/records/list-cache";
import { parseListParams } from "@/lib/records/params";
import { expandIsStatic, isStatic } from "@/lib/records/record-cache";
import { requireCollection } from "@/lib/records/registry";
import { EMPTY_EXERCISE_FILTERS, exerciseFilter, type ExerciseFilters, type ExerciseSort, type SortOrder } from "@/lib/exercises/library";
import { resolverOf, type LookupsAnswer } from "@/lib/exercises/lookups";
import { exercisePageQuery } from "@/lib/exercises/queries";
import { PAGE_SIZES, WORKOUT_TYPES } from "@/lib/training/constants";
import { seededRandom, shuffled } from "@/lib/training/random";
import { CARD_EXPAND as WORKOUT_CARD_EXPAND, CARD_FIELDS as WORKOUT_CARD_FIELDS } from "@/lib/workouts/library-load";
import { EMPTY_FILTERS as EMPTY_WORKOUT_FILTERS, libraryFilter, librarySortParam, type LibraryFilters } from "@/lib/workouts/library";

/** What the stream draws from: the lookup lists and the exercise names of the running server. */
export interface MixCatalogue {
  lookups: LookupsAnswer["lists"];
  exerciseNames: string[];
}

export async function loadMixCatalogue(base: string): Promise<MixCatalogue> {
  const lookups = (await (await fetch(`${base}/api/lookups`)).json()) as LookupsAnswer;
  const names = (await (await fetch(`${base}/api/collections/exercises/records?perPage=1000&fields=name&skipTotal=1`)).json()) as {
    items: { name: string }[];
  };
  return { lookups: lookups.lists, exerciseNames: names.items.map((i) => i.name) };
}

/** The kinds of visit, with their share of the stream (they sum to 1). */
export const MIX_SHARES = {
  "exercises: page 1, default view": 0.45,
  "exercises: search": 0.15,
  "exercises: one filter": 0.12,
  "exercises: two filters": 0.06,
  "exercises: other sort": 0.07,
  "exercises: page 2-5": 0.05,
  "workouts: page 1": 0.1,
} as const;
export type MixKind = keyof typeof MIX_SHARES;

export interface MixRequest {
  kind: MixKind;
  /** Path and query string, as the SDK sends it. */
  path: string;
}

/** A Zipf (s = 1) pick over items put in a seeded order: which ones are popular is arbitrary but fixed. */
function zipfPicker<T>(items: readonly T[], random: () => number): () => T {
  if (items.length === 0) throw new Error("nothing to pick from");
  const order = shuffled(items, random);
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < order.length; i++) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return order[lo];
  };
}

function weighted<T>(choices: readonly (readonly [T, number])[], random: () => number): T {
  let x = random() * choices.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of choices) if ((x -= w) < 0) return value;
  return choices[choices.length - 1][0];
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/**
 * An endless, deterministic stream of library requests. Search terms are what a
 * user types before the list answers: a 3 to 8 letter prefix of a word of an
 * exercise name. Filters are the panel's most used groups (muscles, equipment,
 * the difficulty presets, training type, experience level; the exercise library
 * has no category filter); sorts are the ones the list route serves (popularity
 * is GET /api/exercises/popular, another route). The workouts share is the
 * library's Newest and Name views (Most Popular loads every match id first).
 */
export function mixStream(catalogue: MixCatalogue, seed: number, only?: readonly MixKind[]): () => MixRequest {
  const random = seededRandom(seed);
  const resolve = resolverOf(catalogue.lookups);
  const names = (collection: string) => (catalogue.lookups[collection] ?? []).map((item) => item.name);
  const muscle = zipfPicker(names("muscles"), random);
  const equipment = zipfPicker(names("equipment"), random);
  const trainingType = zipfPicker(names("training_types"), random);
  const level = zipfPicker(names("experience_levels"), random);
  const exerciseName = zipfPicker(catalogue.exerciseNames, random);
  const muscleGroup = zipfPicker([...new Set((catalogue.lookups.muscles ?? []).map((m) => String(m.muscleGroup ?? "")).filter(Boolean))], random);
  const equipmentId = zipfPicker((catalogue.lookups.equipment ?? []).map((e) => e.id), random);
  // Leaving kinds out keeps the others' proportions.
  const kinds = (Object.entries(MIX_SHARES) as [MixKind, number][]).filter(([kind]) => !only || only.includes(kind));

  const searchTerm = () => {
    const words = exerciseName().split(/[^A-Za-z]+/).filter((w) => w.length >= 3);
    const word = words.length > 0 ? words[Math.floor(random() * words.length)] : "press";
    return word.slice(0, 3 + Math.floor(random() * 6)).toLowerCase();
  };
  const groups = [["muscle", 40], ["equipment", 30], ["difficulty", 15], ["type", 10], ["level", 5]] as const;
  type Group = (typeof groups)[number][0];
  const withFilter = (filters: ExerciseFilters, group: Group): ExerciseFilters => {
    switch (group) {
      case "muscle":
        return { ...filters, muscles: [muscle()] };
      case "equipment":
        return { ...filters, equipment: [equipment()] };
      case "difficulty":
        return { ...filters, difficulty: weighted([[{ min: 1, max: 3 }, 1], [{ min: 4, max: 7 }, 1], [{ min: 8, max: 10 }, 1]] as const, random) };
      case "type":
        return { ...filters, trainingTypes: [trainingType()] };
      default:
        return { ...filters, experienceLevels: [level()] };
    }
  };
  const exercises = (search: string, filters: ExerciseFilters, sort: ExerciseSort, order: SortOrder, page: number) =>
    `/api/collections/exercises/records?${query(exercisePageQuery(exerciseFilter(search, filters, resolve), sort, order, page))}`;

  return () => {
    const kind = weighted(kinds, random);
    const empty = EMPTY_EXERCISE_FILTERS;
    switch (kind) {
      case "exercises: page 1, default view":
        return { kind, path: exercises("", empty, "name", "asc", 1) };
      case "exercises: search":
        return { kind, path: exercises(searchTerm(), empty, "name", "asc", 1) };
      case "exercises: one filter":
        return { kind, path: exercises("", withFilter(empty, weighted(groups, random)), "name", "asc", 1) };
      case "exercises: two filters": {
        const first = weighted(groups, random);
        const second = weighted(groups.filter(([g]) => g !== first), random);
        return { kind, path: exercises("", withFilter(withFilter(empty, first), second), "name", "asc", 1) };
      }
      case "exercises: other sort": {
        const [sort, order] = weighted([[["difficulty", "asc"], 35], [["recent", "asc"], 35], [["difficulty", "desc"], 15], [["name", "desc"], 15]] as const, random);
        return { kind, path: exercises("", empty, sort, order, 1) };
      }
      case "exercises: page 2-5": {
        const page = weighted([[2, 50], [3, 25], [4, 15], [5, 10]] as const, random);
        return { kind, path: exercises("", empty, "name", "asc", page) };
      }
      default: {
        const filters: LibraryFilters = weighted(
          [
            [EMPTY_WORKOUT_FILTERS, 60],
            [{ ...EMPTY_WORKOUT_FILTERS, types: [WORKOUT_TYPES[Math.floor(random() * WORKOUT_TYPES.length)]] }, 15],
            [{ ...EMPTY_WORKOUT_FILTERS, muscleGroups: [muscleGroup()] }, 15],
            [{ ...EMPTY_WORKOUT_FILTERS, equipment: [equipmentId()] }, 10],
          ] as const,
          random,
        );
        // Most Popular is the library's default order (ranked by GET /api/workouts/popular, as the page asks).
        const sort = weighted([["popular", 60], ["newest", 25], ["name", 15]] as const, random);
        const filter = libraryFilter("", filters);
        if (sort === "popular") return { kind, path: `/api/workouts/popular?${query({ filter, page: 1, perPage: PAGE_SIZES.workouts, fields: WORKOUT_CARD_FIELDS })}` };
        const params = { page: 1, perPage: PAGE_SIZES.workouts, filter, sort: librarySortParam(sort), expand: WORKOUT_CARD_EXPAND, fields: WORKOUT_CARD_FIELDS };
        return { kind, path: `/api/collections/workouts/records?${query(params)}` };
      }
    }
  };
}

/** One answered request: what was asked, when it was sent (ms, epoch) and how long the answer was. */
export interface Answered {
  kind: MixKind;
  path: string;
  sentAt: number;
  latencyMs: number;
  bytes: number;
  status: number;
}

export interface HitRate {
  /** Requests from `since` on. */
  requests: number;
  /** Of those, requests whose answer may be kept at all (catalogue lists without per-caller terms). */
  cacheable: number;
  hits: number;
  /** Keys still within their TTL that the 32 MB budget had pushed out (0: eviction did not matter). */
  evictedAlive: number;
  distinctKeys: number;
  /** Largest total size of the answers within their TTL (what the cache would hold without a budget), in characters as it counts them. */
  peakBytes: number;
  /** Hit share and latency by kind of visit. */
  byKind: Map<MixKind, { requests: number; hits: number; latencies: number[] }>;
  hitLatencies: number[];
  missLatencies: number[];
}

/**
 * Replays the answered stream in sending order through the list cache with the
 * clock of the run. Everything before `since` (the warm-up) fills the cache
 * but is not counted, as it filled the server's.
 */
export function replayHitRate(answered: readonly Answered[], since: number): HitRate {
  const sorted = [...answered].filter((a) => a.status === 200).sort((a, b) => a.sentAt - b.sentAt);
  const result: HitRate = { requests: 0, cacheable: 0, hits: 0, evictedAlive: 0, distinctKeys: 0, peakBytes: 0, byKind: new Map(), hitLatencies: [], missLatencies: [] };
  // Answers within their TTL, oldest first (all share one TTL, so insertion order is expiry order).
  const alive = new Map<string, { expires: number; bytes: number }>();
  let liveBytes = 0;
  const seen = new Set<string>();
  const realNow = Date.now;
  clearListCache();
  try {
    for (const a of sorted) {
      Date.now = () => a.sentAt;
      for (const [k, entry] of alive) {
        if (entry.expires >= a.sentAt) break;
        alive.delete(k);
        liveBytes -= entry.bytes;
      }
      const url = new URL(a.path, "http://bench");
      // /api/collections/{name}/records, or /api/workouts/popular (a workouts list, never cached).
      const collection = requireCollection(url.pathname.startsWith("/api/collections/") ? url.pathname.split("/")[3] : "workouts");
      const params = parseListParams(url.searchParams);
      const keepable = url.pathname.startsWith("/api/collections/") && isStatic(collection) && expandIsStatic(collection, parseExpand(params.expand)) && listCacheable(params);
      let hit = false;
      if (keepable) {
        const key = listCacheKey(collection, params, "run");
        seen.add(key);
        hit = getCachedList(key) !== undefined;
        if (!hit) {
          const mine = alive.get(key);
          if (mine) {
            // Within its TTL yet gone from the cache: the 32 MB budget pushed it out.
            if (a.sentAt >= since) result.evictedAlive++;
            alive.delete(key);
            liveBytes -= mine.bytes;
          }
          setCachedList(key, "x".repeat(a.bytes));
          alive.set(key, { expires: a.sentAt + LIST_CACHE_TTL_MS, bytes: a.bytes });
          liveBytes += a.bytes;
          result.peakBytes = Math.max(result.peakBytes, liveBytes);
        }
      }
      if (a.sentAt < since) continue;
      result.requests++;
      if (keepable) result.cacheable++;
      if (hit) result.hits++;
      (hit ? result.hitLatencies : result.missLatencies).push(a.latencyMs);
      const byKind = result.byKind.get(a.kind) ?? { requests: 0, hits: 0, latencies: [] };
      byKind.requests++;
      if (hit) byKind.hits++;
      byKind.latencies.push(a.latencyMs);
      result.byKind.set(a.kind, byKind);
    }
  } finally {
    Date.now = realNow;
    clearListCache();
  }
  result.distinctKeys = seen.size;
  return result;
}

/**
 * The hit rate the same mix settles at when it arrives steadily at `rate`
 * requests per second: a 20 s run never sees an answer expire, so its rate
 * says little about a server that runs for hours, at a busier or quieter
 * hour. Answer sizes are the run's (by path, else the mean of the kind); the
 * first TTL is the warm-up.
 */
export function steadyHitRate(catalogue: MixCatalogue, seed: number, rate: number, answered: readonly Answered[], kinds?: readonly MixKind[]): HitRate {
  const sizeOf = new Map(answered.map((a) => [a.path, a.bytes]));
  const kindSizes = new Map<MixKind, { sum: number; n: number }>();
  for (const a of answered) {
    const k = kindSizes.get(a.kind) ?? { sum: 0, n: 0 };
    k.sum += a.bytes;
    k.n++;
    kindSizes.set(a.kind, k);
  }
  const next = mixStream(catalogue, seed, kinds);
  const warmUp = LIST_CACHE_TTL_MS;
  const total = Math.ceil((rate * (warmUp + 4 * LIST_CACHE_TTL_MS)) / 1000);
  const stream: Answered[] = [];
  for (let i = 0; i < total; i++) {
    const { kind, path } = next();
    const k = kindSizes.get(kind);
    const bytes = sizeOf.get(path) ?? (k ? Math.round(k.sum / k.n) : 60_000);
    stream.push({ kind, path, sentAt: (i * 1000) / rate, latencyMs: 0, bytes, status: 200 });
  }
  return replayHitRate(stream, warmUp);
}
