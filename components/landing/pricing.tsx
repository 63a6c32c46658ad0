import Link from "next/link";
import { PRICING } from "@/lib/training/constants";
import { PricingPlans } from "./pricing-plans";
import { Section } from "./section";

export function Pricing() {
  return (
    <Section id="pricing" eyebrow="Pricing" title="Simple plans, no surprises" intro="Start free. Upgrade when you want more gyms, more exercises or a coach.">
      <PricingPlans />
      <div className="mt-10 text-center">
        <p className="font-semibold text-slate-900 dark:text-white">🛡️ {PRICING.moneyBackDays}-Day Money-Back Guarantee</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Questions? Read the{" "}
          <Link href="#faq" className="font-semibold text-brand-600 underline dark:text-brand-100">
            FAQ
          </Link>{" "}
          or{" "}
          {/* The contact page is a placeholder pointing home (spec 1 §2 route map). */}
          <Link href="/" className="font-semibold text-brand-600 underline dark:text-brand-100">
            contact us
          </Link>
          .
        </p>
      </div>
    </Section>
  );
}
