// Dashboard, landing page, pricing and sign-up settings: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Dashboard, landing, pricing (spec 1 §2, §4, §9)
// ---------------------------------------------------------------------------

export const DASHBOARD = {
  sessionsFetched: 10,
  recentShown: 5,
  fullBarMinutes: 75,
  morningBeforeHour: 12,
  afternoonBeforeHour: 18,
  periods: ["week", "month", "year"] as const,
  noStreakMessage: "Ready to start your fitness journey? Let's get moving!",
} as const;

export const CAROUSEL = { intervalMs: 5000, items: 5 } as const;

export const ASSESSMENT = {
  scaleMin: 0,
  scaleMax: 10,
  categories: ["Chest", "Back", "Shoulders", "Arms", "Core", "Legs", "Cardio", "Flexibility"] as const,
  alternativesShown: 3,
} as const;

export const PLAN_IDS = ["free", "pro", "elite"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PRICING = {
  monthly: { free: 0, pro: 9.99, elite: 19.99 } as Readonly<Record<PlanId, number>>,
  yearlyDiscountPercent: 20,
  moneyBackDays: 30,
  /** The spec prints prices without a currency; the landing copy is in dollars. */
  currencySymbol: "$",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
