import { BACK_REGIONS, FRONT_REGIONS, regionLabel } from "@/lib/exercises/detail";
import type { BodyMapIntensities, BodyMapRegion } from "@/lib/training/muscle-groups";

/** Fill per intensity 1-5 (spec 3 §9: intensity colours 1-5). */
const INTENSITY_FILL = ["", "#fde68a", "#fbbf24", "#f97316", "#ea580c", "#dc2626"];

type Shape = { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number } | { kind: "rect"; x: number; y: number; w: number; h: number; r?: number };

/** Mirrored pairs are listed once per side. Coordinates on a 120 x 260 figure. */
const FRONT: Partial<Record<BodyMapRegion, Shape[]>> = {
  traps: [{ kind: "rect", x: 48, y: 36, w: 24, h: 8, r: 3 }],
  "front-shoulders": [
    { kind: "ellipse", cx: 36, cy: 52, rx: 9, ry: 8 },
    { kind: "ellipse", cx: 84, cy: 52, rx: 9, ry: 8 },
  ],
  chest: [
    { kind: "rect", x: 44, y: 48, w: 15, h: 20, r: 5 },
    { kind: "rect", x: 61, y: 48, w: 15, h: 20, r: 5 },
  ],
  biceps: [
    { kind: "ellipse", cx: 30, cy: 76, rx: 6, ry: 13 },
    { kind: "ellipse", cx: 90, cy: 76, rx: 6, ry: 13 },
  ],
  forearms: [
    { kind: "ellipse", cx: 25, cy: 106, rx: 5, ry: 14 },
    { kind: "ellipse", cx: 95, cy: 106, rx: 5, ry: 14 },
  ],
  hands: [
    { kind: "ellipse", cx: 22, cy: 128, rx: 5, ry: 7 },
    { kind: "ellipse", cx: 98, cy: 128, rx: 5, ry: 7 },
  ],
  abdominals: [{ kind: "rect", x: 51, y: 71, w: 18, h: 36, r: 4 }],
  obliques: [
    { kind: "rect", x: 43, y: 72, w: 7, h: 30, r: 3 },
    { kind: "rect", x: 70, y: 72, w: 7, h: 30, r: 3 },
  ],
  quads: [
    { kind: "ellipse", cx: 49, cy: 148, rx: 9, ry: 26 },
    { kind: "ellipse", cx: 71, cy: 148, rx: 9, ry: 26 },
  ],
  calves: [
    { kind: "ellipse", cx: 48, cy: 205, rx: 6, ry: 20 },
    { kind: "ellipse", cx: 72, cy: 205, rx: 6, ry: 20 },
  ],
};

const BACK: Partial<Record<BodyMapRegion, Shape[]>> = {
  traps: [{ kind: "rect", x: 46, y: 36, w: 28, h: 10, r: 4 }],
  "traps-middle": [{ kind: "rect", x: 50, y: 48, w: 20, h: 14, r: 3 }],
  "rear-shoulders": [
    { kind: "ellipse", cx: 36, cy: 52, rx: 9, ry: 8 },
    { kind: "ellipse", cx: 84, cy: 52, rx: 9, ry: 8 },
  ],
  lats: [
    { kind: "rect", x: 42, y: 60, w: 12, h: 26, r: 5 },
    { kind: "rect", x: 66, y: 60, w: 12, h: 26, r: 5 },
  ],
  triceps: [
    { kind: "ellipse", cx: 30, cy: 76, rx: 6, ry: 13 },
    { kind: "ellipse", cx: 90, cy: 76, rx: 6, ry: 13 },
  ],
  forearms: [
    { kind: "ellipse", cx: 25, cy: 106, rx: 5, ry: 14 },
    { kind: "ellipse", cx: 95, cy: 106, rx: 5, ry: 14 },
  ],
  hands: [
    { kind: "ellipse", cx: 22, cy: 128, rx: 5, ry: 7 },
    { kind: "ellipse", cx: 98, cy: 128, rx: 5, ry: 7 },
  ],
  lowerback: [{ kind: "rect", x: 52, y: 88, w: 16, h: 18, r: 3 }],
  glutes: [
    { kind: "ellipse", cx: 50, cy: 118, rx: 10, ry: 10 },
    { kind: "ellipse", cx: 70, cy: 118, rx: 10, ry: 10 },
  ],
  hamstrings: [
    { kind: "ellipse", cx: 49, cy: 155, rx: 8, ry: 22 },
    { kind: "ellipse", cx: 71, cy: 155, rx: 8, ry: 22 },
  ],
  calves: [
    { kind: "ellipse", cx: 48, cy: 205, rx: 7, ry: 20 },
    { kind: "ellipse", cx: 72, cy: 205, rx: 7, ry: 20 },
  ],
};

function Figure({ side, shapes, regions, intensities }: { side: "Front" | "Back"; shapes: Partial<Record<BodyMapRegion, Shape[]>>; regions: readonly BodyMapRegion[]; intensities: BodyMapIntensities }) {
  const worked = regions.filter((r) => intensities[r]);
  return (
    <figure className="flex flex-col items-center">
      <svg
        viewBox="0 0 120 240"
        className="h-64 w-auto"
        role="img"
        aria-label={`${side}: ${worked.length ? worked.map((r) => `${regionLabel(r)} intensity ${intensities[r]}`).join(", ") : "no muscles worked"}`}
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
      <figcaption className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">{side}</figcaption>
    </figure>
  );
}

/** The body map: the spec's regions on a front and a back figure, coloured by intensity 1-5. */
export function BodyMap({ intensities }: { intensities: BodyMapIntensities }) {
  return (
    <div className="flex flex-wrap justify-center gap-8" data-testid="body-map">
      <Figure side="Front" shapes={FRONT} regions={FRONT_REGIONS} intensities={intensities} />
      <Figure side="Back" shapes={BACK} regions={BACK_REGIONS} intensities={intensities} />
    </div>
  );
}
