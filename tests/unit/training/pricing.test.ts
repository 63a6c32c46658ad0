import { describe, expect, it } from "vitest";
import { formatPrice, monthlyBilledYearly, planPrice, savingsBadge, yearlyPrice } from "@/lib/training/pricing";

describe("pricing (spec 1 §4, §9)", () => {
  it("yearly price is monthly x 0.8 x 12 as a whole number", () => {
    expect(yearlyPrice(9.99)).toBe(96); // 95.904
    expect(yearlyPrice(19.99)).toBe(192); // 191.904
    expect(yearlyPrice(0)).toBe(0);
  });

  it("per-month-billed-yearly is 80% with two decimals", () => {
    expect(monthlyBilledYearly(9.99)).toBe(7.99);
    expect(monthlyBilledYearly(19.99)).toBe(15.99);
    expect(formatPrice(7.99)).toBe("$7.99");
    expect(formatPrice(96)).toBe("$96");
  });

  it("shapes each plan for both billing periods", () => {
    expect(planPrice("pro", "monthly")).toEqual({
      amount: 9.99,
      amountText: "$9.99",
      period: "month",
      billedYearlyLine: null,
    });
    expect(planPrice("elite", "yearly")).toEqual({
      amount: 192,
      amountText: "$192",
      period: "year",
      billedYearlyLine: "$15.99 per month billed yearly",
    });
    const free = planPrice("free", "yearly");
    expect(free.period).toBe("forever");
    expect(free.billedYearlyLine).toBeNull();
    expect(savingsBadge()).toBe("Save 20%");
  });
});
