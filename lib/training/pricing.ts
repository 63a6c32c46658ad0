/**
 * Pricing arithmetic of the landing page (spec 1 §2, §4, §9).
 */
import { PRICING, type PlanId } from "./constants";

export type Billing = "monthly" | "yearly";

const DISCOUNT_FACTOR = 1 - PRICING.yearlyDiscountPercent / 100;

/** Yearly price: monthly x 0.8 x 12, as a whole number (9.99 -> 96). */
export function yearlyPrice(monthly: number): number {
  return Math.round(monthly * DISCOUNT_FACTOR * 12);
}

/** "Per month billed yearly": 80% of the monthly price, two decimals (9.99 -> 7.99). */
export function monthlyBilledYearly(monthly: number): number {
  return Math.round(monthly * DISCOUNT_FACTOR * 100) / 100;
}

/** Whole amounts print bare ("96"), others with two decimals ("7.99"). */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

export function formatPrice(amount: number): string {
  return `${PRICING.currencySymbol}${formatAmount(amount)}`;
}

export interface PlanPriceDisplay {
  amount: number;
  amountText: string;
  /** 'forever' for Free, else the billing period. */
  period: "forever" | "month" | "year";
  /** Second line under a yearly price; null for Free and for monthly billing. */
  billedYearlyLine: string | null;
}

export function planPrice(plan: PlanId, billing: Billing): PlanPriceDisplay {
  const monthly = PRICING.monthly[plan];
  if (monthly === 0) return { amount: 0, amountText: formatPrice(0), period: "forever", billedYearlyLine: null };
  if (billing === "monthly") {
    return { amount: monthly, amountText: formatPrice(monthly), period: "month", billedYearlyLine: null };
  }
  const yearly = yearlyPrice(monthly);
  return {
    amount: yearly,
    amountText: formatPrice(yearly),
    period: "year",
    billedYearlyLine: `${formatPrice(monthlyBilledYearly(monthly))} per month billed yearly`,
  };
}

export function savingsBadge(): string {
  return `Save ${PRICING.yearlyDiscountPercent}%`;
}
