import { cn } from "@/components/ui/cn";

export interface RadarDatum {
  label: string;
  value: number;
}

const HEIGHTS = { small: "h-48", medium: "h-64", large: "h-80" } as const;
export type RadarSize = keyof typeof HEIGHTS;

const WIDTH = 320;
const HEIGHT = 240;
const RINGS = [0.25, 0.5, 0.75, 1];

/** The point at `fraction` of the radius on axis `i` of `n` (the first axis points up). */
function point(i: number, n: number, radius: number, fraction: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  return [WIDTH / 2 + Math.cos(angle) * radius * fraction, HEIGHT / 2 + Math.sin(angle) * radius * fraction];
}

const polygon = (points: Array<[number, number]>) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

/**
 * A labelled-values radar (0-`max`), e.g. the six quality sub-scores, drawn as
 * plain SVG so it comes with the page's HTML and costs no script (a charting
 * library here was most of the detail pages' main-thread time, issue 22).
 * The chart is decoration for sighted users: the figures are in the accessible
 * name, or, when `decorative`, listed as text beside it by the caller.
 */
export function ScoreRadar({
  data,
  size = "medium",
  max = 100,
  title,
  decorative = false,
  className,
}: {
  data: readonly RadarDatum[];
  size?: RadarSize;
  max?: number;
  title: string;
  decorative?: boolean;
  className?: string;
}) {
  const label = `${title}: ${data.map((d) => `${d.label} ${Math.round(d.value)}`).join(", ")}`;
  const n = data.length;
  const radius = size === "small" ? 72 : 82;
  const fontSize = size === "small" ? 11 : 12;
  const value = (d: RadarDatum) => Math.min(1, Math.max(0, d.value / max));
  return (
    <figure
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      className={cn("w-full text-slate-600 dark:text-slate-300", HEIGHTS[size], className)}
      data-testid="score-radar"
    >
      {n >= 3 && (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-full w-full overflow-visible" aria-hidden="true" focusable="false">
          <g data-testid="radar-grid" fill="none" stroke="currentColor" strokeOpacity={0.3}>
            {RINGS.map((r) => (
              <polygon key={r} points={polygon(data.map((_, i) => point(i, n, radius, r)))} />
            ))}
            {data.map((_, i) => {
              const [x, y] = point(i, n, radius, 1);
              return <line key={i} x1={WIDTH / 2} y1={HEIGHT / 2} x2={x} y2={y} />;
            })}
          </g>
          <polygon
            data-testid="radar-values"
            points={polygon(data.map((d, i) => point(i, n, radius, value(d))))}
            fill="var(--color-brand-500)"
            fillOpacity={0.35}
            stroke="var(--color-brand-600)"
            strokeWidth={1.5}
          />
          {data.map((d, i) => {
            const [x, y] = point(i, n, radius, 1.14);
            const cos = Math.cos(-Math.PI / 2 + (2 * Math.PI * i) / n);
            const anchor = Math.abs(cos) < 0.2 ? "middle" : cos > 0 ? "start" : "end";
            return (
              <text key={d.label} x={x} y={y} fontSize={fontSize} fill="currentColor" textAnchor={anchor} dominantBaseline="middle">
                {d.label}
              </text>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
