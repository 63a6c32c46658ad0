import { ButtonLink } from "@/components/ui/button";

/** What lib/landing/stats.server.ts counts (components may not import server modules). */
interface LandingStats {
  exercises: number;
  workouts: number;
  programs: number;
}

const numberFormat = new Intl.NumberFormat("en-US");

/** Live counts from this instance's database; no figure is shown that the database did not give. */
function Stats({ stats }: { stats: LandingStats }) {
  const items = [
    { value: stats.exercises, label: "Exercises in the library", testId: "stat-exercises" },
    { value: stats.workouts, label: "Ready-made workouts", testId: "stat-workouts" },
    { value: stats.programs, label: "Training programs", testId: "stat-programs" },
  ];
  return (
    <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-6">
      {items.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
          <dd className="text-3xl font-bold text-slate-900 dark:text-white" data-testid={stat.testId}>
            {numberFormat.format(stat.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Hero({ stats }: { stats: LandingStats | null }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-16 sm:px-6 sm:pt-24 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-700/40 dark:text-brand-100">
          Free, open-source training that adapts to your equipment and your body
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
          Workouts that work around <span className="text-brand-600 dark:text-brand-500">real life</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Alternatives when equipment is taken, workouts built from the equipment you have, injury-aware changes and
          multi-week programs that progress with you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/register" size="lg">
            Create Your Free Account
          </ButtonLink>
          <ButtonLink href="/workout-generator" size="lg" variant="secondary">
            Explore How It Works
          </ButtonLink>
        </div>
        {stats && <Stats stats={stats} />}
      </div>
    </section>
  );
}
