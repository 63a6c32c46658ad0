import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { freeTier } from "./data";
import { Section } from "./section";

/**
 * A self-hosted, open-source app has nothing to sell: one honest tier instead of the
 * spec's Free/Pro/Elite cards, trial and money-back guarantee (issue 20 item 11).
 */
export function Pricing() {
  return (
    <Section id="pricing" eyebrow="Pricing" title="One plan: everything, free" intro="No tiers and nothing to upgrade to: every feature is open to every account on this instance.">
      <div
        data-testid="plan-free"
        aria-label={`${freeTier.name} plan`}
        role="group"
        className="mx-auto flex max-w-md flex-col rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-sm dark:border-brand-500 dark:bg-slate-900"
      >
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{freeTier.name}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{freeTier.description}</p>
        <p className="mt-6 flex items-baseline gap-1">
          <span className="text-4xl font-extrabold text-slate-900 dark:text-white" data-testid="price">
            {freeTier.price}
          </span>
          <span className="text-slate-600 dark:text-slate-300">/forever</span>
        </p>
        <ul className="mt-6 flex-1 space-y-2 text-sm">
          {freeTier.features.map((text) => (
            <li key={text} className="flex gap-2 text-slate-800 dark:text-slate-100">
              <span aria-hidden="true">✓</span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <ButtonLink href={freeTier.ctaLink} className="mt-8 w-full">
          {freeTier.cta}
        </ButtonLink>
      </div>
      <div className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-300">
        <p>
          The only cost is the server: whoever runs this instance pays for its hosting. You can run your own copy of
          ForgeFit the same way.
        </p>
        <p className="mt-2">
          Questions? Read the{" "}
          <Link href="#faq" className="font-semibold text-brand-600 underline dark:text-brand-100">
            FAQ
          </Link>{" "}
          or{" "}
          <Link href="/contact" className="font-semibold text-brand-600 underline dark:text-brand-100">
            contact the operator
          </Link>
          .
        </p>
      </div>
    </Section>
  );
}
