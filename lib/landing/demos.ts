/** What the landing page's engine demos show (computed by demos.server.ts, drawn by components/landing). */
export interface AlternativeDemoItem {
  name: string;
  difficulty: number;
  muscles: string;
  reason: string;
}

export interface LandingDemos {
  alternatives: { for: string; busy: string; items: AlternativeDemoItem[] } | null;
  injury: { injury: string; without: string[]; with: string[] } | null;
}
