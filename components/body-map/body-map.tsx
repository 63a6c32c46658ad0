import { BACK_REGIONS, FRONT_REGIONS, regionLabel } from "@/lib/exercises/detail";
import type { BodyMapIntensities, BodyMapRegion } from "@/lib/training/muscle-groups";

/** Fill per intensity 1-5 (spec 3 §9: intensity colours 1-5). */
const INTENSITY_FILL = ["", "#fde68a", "#fbbf24", "#f97316", "#ea580c", "#dc2626"];

type Shape = { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number } | { kind: "rect"; x: number; y: number; w: number; h: number; r?: number };

/** A left-side shape and its mirror image on the right (the figure is 120 wide, centred on x = 60). */
function pair(left: Shape): Shape[] {
  const right: Shape = left.kind === "ellipse" ? { ...left, cx: 120 - left.cx } : { ...left, x: 120 - left.x - left.w };
  return [left, right];
}

/** The arms look the same from the front and the back. Coordinates on a 120 x 260 figure. */
const SHOULDERS = pair({ kind: "ellipse", cx: 36, cy: 52, rx: 9, ry: 8 });
const UPPER_ARMS = pair({ kind: "ellipse", cx: 30, cy: 76, rx: 6, ry: 13 });
const LOWER_ARMS = {
  forearms: pair({ kind: "ellipse", cx: 25, cy: 106, rx: 5, ry: 14 }),
  hands: pair({ kind: "ellipse", cx: 22, cy: 128, rx: 5, ry: 7 }),
};

const FRONT: Partial<Record<BodyMapRegion, Shape[]>> = {
  traps: [{ kind: "rect", x: 48, y: 36, w: 24, h: 8, r: 3 }],
  "front-shoulders": SHOULDERS,
  chest: pair({ kind: "rect", x: 44, y: 48, w: 15, h: 20, r: 5 }),
  biceps: UPPER_ARMS,
  ...LOWER_ARMS,
  abdominals: [{ kind: "rect", x: 51, y: 71, w: 18, h: 36, r: 4 }],
  obliques: pair({ kind: "rect", x: 43, y: 72, w: 7, h: 30, r: 3 }),
  quads: pair({ kind: "ellipse", cx: 49, cy: 148, rx: 9, ry: 26 }),
  calves: pair({ kind: "ellipse", cx: 48, cy: 205, rx: 6, ry: 20 }),
};

const BACK: Partial<Record<BodyMapRegion, Shape[]>> = {
  traps: [{ kind: "rect", x: 46, y: 36, w: 28, h: 10, r: 4 }],
  "traps-middle": [{ kind: "rect", x: 50, y: 48, w: 20, h: 14, r: 3 }],
  "rear-shoulders": SHOULDERS,
  lats: pair({ kind: "rect", x: 42, y: 60, w: 12, h: 26, r: 5 }),
  triceps: UPPER_ARMS,
  ...LOWER_ARMS,
  lowerback: [{ kind: "rect", x: 52, y: 88, w: 16, h: 18, r: 3 }],
  glutes: pair({ kind: "ellipse", cx: 50, cy: 118, rx: 10, ry: 10 }),
  hamstrings: pair({ kind: "ellipse", cx: 49, cy: 155, rx: 8, ry: 22 }),
  calves: pair({ kind: "ellipse", cx: 48, cy: 205, rx: 7, ry: 20 }),
};

function Figure({
  side,
  shapes,
  regions,
  intensities,
  compact,
}: {
  side: "Front" | "Back";
  shapes: Partial<Record<BodyMapRegion, Shape[]>>;
  regions: readonly BodyMapRegion[];
  intensities: BodyMapIntensities;
  compact: boolean;
}) {
  const worked = regions.filter((r) => intensities[r]);
  return (
    <figure className="flex flex-col items-center">
      <svg
        viewBox="0 0 120 240"
        className={compact ? "h-16 w-auto" : "h-64 w-auto"}
        role={compact ? undefined : "img"}
        aria-hidden={compact ? true : undefined}
        aria-label={compact ? undefined : `${side}: ${worked.length ? worked.map((r) => `${regionLabel(r)} intensity ${intensities[r]}`).join(", ") : "no muscles worked"}`}
      >
        {/* Silhouette */}
        <g className="fill-slate-200 dark:fill-slate-700">
          <circle cx="60" cy="20" r="13" />
          <rect x="40" y="36" width="40" height="80" rx="12" />
          <rect x="18" y="44" width="18" height="90" rx="8" />
          <rect x="84" y="44" width="18" height="90" rx="8" />
          <rect x="39" y="110" width="20" height="120" rx="9" />
          <rect x="61" y="110" width="20" height="120" rx="9" />
        </g>
        {regions.map((region) =>
          (shapes[region] ?? []).map((s, i) => {
            const level = intensities[region] ?? 0;
            const props = { "data-region": region, "data-intensity": level, fill: level ? INTENSITY_FILL[level] : "transparent", className: level ? "" : "stroke-slate-400 dark:stroke-slate-500", strokeWidth: 0.6 };
            return s.kind === "ellipse" ? <ellipse key={`${region}-${i}`} {...props} cx={s.cx} cy={s.cy} rx={s.rx} ry={s.ry} /> : <rect key={`${region}-${i}`} {...props} x={s.x} y={s.y} width={s.w} height={s.h} rx={s.r ?? 0} />;
          }),
        )}
      </svg>
      {!compact && <figcaption className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">{side}</figcaption>}
    </figure>
  );
}

/**
 * The body map: the spec's regions on a front and a back figure, coloured by intensity 1-5.
 * `compact` is the library cards' thumbnail: small, and hidden from screen readers, since the
 * card names the muscles in words.
 */
export function BodyMap({ intensities, compact = false }: { intensities: BodyMapIntensities; compact?: boolean }) {
  return (
    <div className={compact ? "flex shrink-0 gap-1" : "flex flex-wrap justify-center gap-8"} data-testid={compact ? "body-map-thumb" : "body-map"}>
      <Figure side="Front" shapes={FRONT} regions={FRONT_REGIONS} intensities={intensities} compact={compact} />
      <Figure side="Back" shapes={BACK} regions={BACK_REGIONS} intensities={intensities} compact={compact} />
    </div>
  );
}
