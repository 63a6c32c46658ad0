import { faqs } from "./data";
import { Section } from "./section";

/** Native <details> keeps the answers keyboard-accessible without any JavaScript. */
export function Faq() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" className="bg-slate-50 dark:bg-slate-900/50">
      <div className="mx-auto max-w-3xl space-y-3">
        {faqs.map((item) => (
          <details key={item.q} className="group rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden dark:text-white">
              <span className="flex items-center justify-between gap-4">
                {item.q}
                <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
