/**
 * Exercise detail page (spec 3 §2.5, §3, §9): the pure parts that are not
 * already in lib/training/exercise-detail.ts: variation direction, the media
 * list, mistake severity, the related-exercises query, and the body map of
 * one exercise.
 */
import { BODY_MAP, EXERCISE_DETAIL, PAGE_SIZES } from "@/lib/training/constants";
import { bodyMapRegions, isBodyMapRegion, type BodyMapIntensities, type BodyMapRegion } from "@/lib/training/muscle-groups";
import { quote } from "@/lib/shared/filter-text";

// ---------------------------------------------------------------------------
// Variations
// ---------------------------------------------------------------------------

export interface VariationLike {
  id: string;
  name?: string;
  exercise1?: string;
  exercise2?: string;
  text_exercise_1_to_2?: string;
  text_exercise_2_to_1?: string;
}

export interface VariationView<E> {
  id: string;
  name: string;
  /** The other exercise of the pair, relative to the current one. */
  other: E;
  /** The relationship text read from the current exercise towards the other. */
  text: string;
}

/**
 * The other exercise of the pair and the text in the matching direction:
 * viewed from exercise1 the text is text_exercise_1_to_2, from exercise2 it
 * is text_exercise_2_to_1. Skipped (null) when the other exercise is missing
 * or the current one is not part of the pair.
 */
export function variationView<E extends { id: string }>(
  variation: VariationLike,
  currentId: string,
  expanded: { exercise1?: E; exercise2?: E },
): VariationView<E> | null {
  let other: E | undefined;
  let text: string | undefined;
  if (variation.exercise1 === currentId) {
    other = expanded.exercise2;
    text = variation.text_exercise_1_to_2;
  } else if (variation.exercise2 === currentId) {
    other = expanded.exercise1;
    text = variation.text_exercise_2_to_1;
  }
  if (!other || other.id === currentId) return null;
  return { id: variation.id, name: variation.name ?? "", other, text: text ?? "" };
}

// ---------------------------------------------------------------------------
// Media
// ---------------------------------------------------------------------------

export interface MediaItem {
  kind: "video" | "image" | "embed";
  url: string;
}

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?|$)/i;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)(\?|$)/i;
const EMBED_HOST = /^https:\/\/(www\.)?(youtube\.com|youtu\.be|player\.vimeo\.com|vimeo\.com)\//i;

/** What a URL is: a video file, an image (including animated GIFs), an embeddable player, or nothing usable. */
export function mediaKind(url: string): MediaItem["kind"] | null {
  if (VIDEO_FILE.test(url)) return "video";
  if (IMAGE_FILE.test(url)) return "image";
  if (EMBED_HOST.test(url)) return "embed";
  return null;
}

export interface MediaSource {
  id: string;
  videoUrl?: string;
  demonstrationVideo?: string[];
  animatedDemo?: string[];
  demonstrationVideoUrl?: string;
  animatedDemoUrl?: string;
}

/**
 * The demonstration carousel: uploaded demonstration videos and animated
 * demos, then the linked URLs, deduplicated, at most 10 (spec 3 §9). Only
 * http(s) URLs of a recognised kind are kept; `fileUrl` builds the address
 * of an uploaded file.
 */
export function demonstrationMedia(exercise: MediaSource, fileUrl: (name: string) => string): MediaItem[] {
  const urls: string[] = [
    ...(exercise.demonstrationVideo ?? []).map(fileUrl),
    ...(exercise.animatedDemo ?? []).map(fileUrl),
    exercise.demonstrationVideoUrl ?? "",
    exercise.videoUrl ?? "",
    exercise.animatedDemoUrl ?? "",
  ];
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const url of urls) {
    const trimmed = url.trim();
    if (!trimmed || seen.has(trimmed)) continue;
    if (!/^(https?:\/\/|\/api\/files\/)/i.test(trimmed)) continue;
    const kind = mediaKind(trimmed);
    if (!kind) continue;
    seen.add(trimmed);
    items.push({ kind, url: trimmed });
  }
  return items.slice(0, EXERCISE_DETAIL.carouselMaxVideos);
}

// ---------------------------------------------------------------------------
// Mistakes
// ---------------------------------------------------------------------------

export type Severity = "critical" | "high" | "medium" | "low";

/** critical, high, medium; anything else is low (spec 3 §3). */
export function mistakeSeverity(value: unknown): Severity {
  return value === "critical" || value === "high" || value === "medium" ? value : "low";
}

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Most severe first; equal severities keep their order. */
export function bySeverity<T extends object>(mistakes: readonly T[]): T[] {
  const sev = (m: T) => mistakeSeverity((m as { severity?: unknown }).severity);
  return mistakes
    .map((m, i) => ({ m, i }))
    .sort((a, b) => SEVERITY_RANK[sev(a.m)] - SEVERITY_RANK[sev(b.m)] || a.i - b.i)
    .map((x) => x.m);
}

// ---------------------------------------------------------------------------
// Related exercises
// ---------------------------------------------------------------------------

/**
 * Related exercises (spec 3 §7): page 1 of 6, primary muscles containing the
 * first primary muscle, not this exercise, easiest first. Null when the
 * exercise has no primary muscle (the query does not run).
 */
export function relatedQuery(exercise: { id: string; primaryMuscles?: readonly string[]; category?: string }): {
  perPage: number;
  filter: string;
  sort: string;
  expand: string;
} | null {
  const first = exercise.primaryMuscles?.[0];
  if (!first) return null;
  // Candidates of the same kind (a press is not related to a stretch of the same muscle);
  // rankRelated then picks the closest PAGE_SIZES.related of them.
  const sameKind = exercise.category ? ` && category = ${quote(exercise.category)}` : "";
  return {
    perPage: RELATED_CANDIDATES,
    filter: `primaryMuscles ~ ${quote(first)} && id != ${quote(exercise.id)}${sameKind}`,
    sort: "difficultyLevel,name",
    expand: "primaryMuscles,equipmentRequired,category",
  };
}

const RELATED_CANDIDATES = 40;

export interface RelatedLike {
  id: string;
  name: string;
  difficultyLevel?: number;
  primaryMuscles?: readonly string[];
  movementPattern?: readonly string[];
  equipmentRequired?: readonly string[];
}

/**
 * The exercises closest to this one: the same movement pattern counts most, then the
 * muscles they share, then the same equipment, then a similar difficulty; ties by name.
 */
export function rankRelated<T extends RelatedLike>(exercise: RelatedLike, candidates: readonly T[], limit: number = PAGE_SIZES.related): T[] {
  const shared = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).filter((x) => (b ?? []).includes(x)).length;
  const score = (c: RelatedLike) =>
    4 * Math.min(1, shared(exercise.movementPattern, c.movementPattern)) +
    2 * shared(exercise.primaryMuscles, c.primaryMuscles) +
    (shared(exercise.equipmentRequired, c.equipmentRequired) > 0 || ((exercise.equipmentRequired ?? []).length === 0 && (c.equipmentRequired ?? []).length === 0) ? 1 : 0) -
    Math.abs((exercise.difficultyLevel ?? 5) - (c.difficultyLevel ?? 5)) / 10;
  return candidates
    .filter((c) => c.id !== exercise.id)
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => b.s - a.s || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map((x) => x.c);
}

// ---------------------------------------------------------------------------
// Body map
// ---------------------------------------------------------------------------

/** A muscle as the detail page has it: an expanded record or a bare name. */
export type MuscleLike = string | { name?: string; bodyMapRegion?: string; synonyms?: readonly string[] };

/**
 * Regions a muscle lights: the record's own bodyMapRegion when it names a
 * region, else the name and then its synonyms through the synonym table of
 * lib/training ("pecs" -> chest, "back" -> lats, traps, traps-middle,
 * lowerback, "shoulders" -> both shoulder regions, "arms", "core").
 */
export function muscleRegions(muscle: MuscleLike): readonly BodyMapRegion[] {
  if (typeof muscle === "string") return bodyMapRegions(muscle);
  if (muscle.bodyMapRegion && isBodyMapRegion(muscle.bodyMapRegion)) return [muscle.bodyMapRegion];
  for (const name of [muscle.name ?? "", ...(muscle.synonyms ?? [])]) {
    const regions = bodyMapRegions(name);
    if (regions.length > 0) return regions;
  }
  return [];
}

/** Primary muscles at intensity 5, secondary at 3; a region that is both stays 5. */
export function exerciseBodyMap(primary: readonly MuscleLike[], secondary: readonly MuscleLike[]): BodyMapIntensities {
  const map: BodyMapIntensities = {};
  for (const m of secondary) for (const r of muscleRegions(m)) map[r] = BODY_MAP.secondaryIntensity;
  for (const m of primary) for (const r of muscleRegions(m)) map[r] = BODY_MAP.primaryIntensity;
  return map;
}

/** Regions drawn on the front figure and on the back figure. */
export const FRONT_REGIONS: readonly BodyMapRegion[] = ["chest", "front-shoulders", "biceps", "forearms", "hands", "abdominals", "obliques", "quads", "calves", "traps"];
export const BACK_REGIONS: readonly BodyMapRegion[] = ["traps", "traps-middle", "rear-shoulders", "lats", "triceps", "forearms", "hands", "lowerback", "glutes", "hamstrings", "calves"];

const REGION_LABEL: Readonly<Record<BodyMapRegion, string>> = {
  calves: "Calves",
  quads: "Quads",
  hamstrings: "Hamstrings",
  glutes: "Glutes",
  abdominals: "Abdominals",
  obliques: "Obliques",
  lowerback: "Lower back",
  lats: "Lats",
  traps: "Traps",
  "traps-middle": "Middle traps",
  chest: "Chest",
  "front-shoulders": "Front shoulders",
  "rear-shoulders": "Rear shoulders",
  biceps: "Biceps",
  triceps: "Triceps",
  forearms: "Forearms",
  hands: "Hands",
};

export function regionLabel(region: BodyMapRegion): string {
  return REGION_LABEL[region];
}

/** Formats an ISO-ish record date ("2026-01-31 12:00:00.000Z") as "31 Jan 2026". */
export function formatRecordDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
