"use client";

import { useState } from "react";
import { planPrice, savingsBadge, type Billing } from "@/lib/training/pricing";
import { ButtonLink } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { plans } from "./data";

const billingOptions: { value: Billing; label: string }[] = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

export function PricingPlans() {
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <div>
      <div className="flex items-center justify-center gap-3">
        <div role="group" aria-label="Billing period" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {billingOptions.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={billing === option.value}
              onClick={() => setBilling(option.value)}
              className={cn(
                "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500",
                billing === option.value
                  ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white"
                  : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/50 dark:text-green-200">
          {savingsBadge()}
        </span>
      </div>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const price = planPrice(plan.id, billing);
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              aria-label={`${plan.name} plan`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900",
                plan.recommended ? "border-2 border-brand-600 dark:border-brand-500" : "border-slate-200 dark:border-slate-800",
              )}
            >
              {plan.recommended && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white">
                  RECOMMENDED
                </span>
              )}
              <h3 className="text-xl font-bold text-slate-900 dark:text-white">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-slate-900 dark:text-white" data-testid="price">
                  {price.amountText}
                </span>
                <span className="text-slate-600 dark:text-slate-300">/{price.period}</span>
              </p>
              <p className="h-5 text-sm text-slate-600 dark:text-slate-300" data-testid="billed-yearly">
                {price.billedYearlyLine}
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => (
                  <li key={f.text} className={cn("flex gap-2", f.included ? "text-slate-800 dark:text-slate-100" : "text-slate-500 line-through dark:text-slate-400")}>
                    <span aria-hidden="true">{f.included ? "✓" : "✕"}</span>
                    <span className={f.highlight ? "font-semibold" : undefined}>
                      {f.text}
                      {!f.included && <span className="sr-only"> (not included)</span>}
                    </span>
                  </li>
                ))}
              </ul>
              <ButtonLink href={plan.ctaLink} variant={plan.recommended ? "primary" : "secondary"} className="mt-8 w-full">
                {plan.cta}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
