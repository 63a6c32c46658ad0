import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { difficultyBadge, generatorDifficultyTone, scoreColour, type TrafficColour } from "@/lib/training/labels";

const COLOUR_TONE: Readonly<Record<TrafficColour, BadgeTone>> = { green: "success", amber: "warning", red: "error" };

/** Difficulty band badge: Beginner / Intermediate / Advanced. */
export function DifficultyBadge({ level }: { level: number }) {
  const badge = difficultyBadge(level);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/** 'Level N' (generator) or 'Lvl N' (builder preview), coloured by band. */
export function LevelBadge({ level, short = false }: { level: number; short?: boolean }) {
  return <Badge tone={generatorDifficultyTone(level)}>{short ? `Lvl ${level}` : `Level ${level}`}</Badge>;
}

/** Quality score: 80+ green, 60+ amber, below red. */
export function ScoreBadge({ score, label = "Quality", className }: { score: number; label?: string; className?: string }) {
  return (
    <Badge tone={COLOUR_TONE[scoreColour(score)]} className={`gap-1 ${className ?? ""}`}>
      <span className="sr-only">{label} score </span>
      <span aria-hidden="true">{label}</span>
      <span>{score}</span>
    </Badge>
  );
}

export function scoreTextClass(score: number): string {
  const colour = scoreColour(score);
  return cn(
    colour === "green" && "text-green-700 dark:text-green-300",
    colour === "amber" && "text-amber-700 dark:text-amber-300",
    colour === "red" && "text-red-700 dark:text-red-300",
  );
}

export function scoreBarClass(score: number): string {
  const colour = scoreColour(score);
  return colour === "green" ? "bg-green-600" : colour === "amber" ? "bg-amber-500" : "bg-red-600";
}
