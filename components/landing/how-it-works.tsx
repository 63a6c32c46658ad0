import { howItWorks } from "./data";
import { Section } from "./section";

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="From sign-up to progress in six steps" className="bg-slate-50 dark:bg-slate-900/50">
      <ol className="relative mx-auto ml-5 max-w-3xl space-y-8 border-l-2 border-brand-100 pl-8 sm:ml-auto dark:border-slate-700">
        {howItWorks.map((step, i) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[3.1rem] flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
