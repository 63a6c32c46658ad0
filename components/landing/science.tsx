import Link from "next/link";
import { journals, sciencePrinciples } from "./data";
import { Section } from "./section";

export function Science() {
  return (
    <Section id="science" eyebrow="Science and research" title="Built on training science, not trends">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {sciencePrinciples.map((p) => (
          <li key={p.title} className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{p.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{p.text}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${p.title} topics`}>
              {p.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/40 dark:text-brand-100">
                  {tag}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="mt-12 rounded-xl border border-green-200 bg-green-50 p-5 dark:border-green-900 dark:bg-green-950/40">
        <h3 className="text-xl font-semibold text-green-900 dark:text-green-100">Your data stays with this instance</h3>
        <ul className="mt-3 space-y-1 text-sm text-green-900 dark:text-green-100">
          <li>✓ Stored only in this instance&apos;s own database, on its operator&apos;s server</li>
          <li>✓ No advertising, no trackers, nothing sold or shared</li>
          <li>
            ✓ Read exactly what is kept in the{" "}
            <Link href="/privacy" className="font-semibold underline">
              privacy notice
            </Link>
          </li>
        </ul>
      </div>

      <div className="mt-12 text-center">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Principles drawn from research published in</h3>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm italic text-slate-600 dark:text-slate-300">
          {journals.map((j) => (
            <li key={j}>{j}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
