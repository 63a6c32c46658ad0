import { problems } from "./data";
import { Section } from "./section";

export function Problems() {
  return (
    <Section id="problems" eyebrow="The problem" title="Why most gym apps let you down" intro="They plan for a perfect gym and a perfect body. Neither exists.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {problems.map(({ icon: Icon, ...p }) => (
          <li key={p.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <Icon aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-300" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{p.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{p.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
