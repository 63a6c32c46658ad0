import { ButtonLink } from "@/components/ui/button";
import { MARKETING } from "./data";

const stats = [
  { value: MARKETING.users, label: "Active users" },
  { value: MARKETING.exercises, label: "Exercises" },
  { value: MARKETING.satisfaction, label: "Satisfaction" },
  { value: MARKETING.rating, label: "App rating" },
];

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-16 sm:px-6 sm:pt-24 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-700/40 dark:text-brand-100">
          Personalised training that adapts to your gym and your body
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
          Workouts that work around <span className="text-brand-600 dark:text-brand-500">real life</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Instant alternatives when equipment is taken, plans for every gym you use, injury-aware changes and a
          body-part assessment that keeps your progress moving.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/register" size="lg">
            Start Your Free Assessment
          </ButtonLink>
          <ButtonLink href="/workout-generator" size="lg" variant="secondary">
            Explore How It Works
          </ButtonLink>
        </div>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold text-slate-900 dark:text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
