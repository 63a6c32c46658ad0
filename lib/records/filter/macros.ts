/** PocketBase's datetime identifiers, evaluated in UTC at compile time. */
export function macroValue(name: string, now: Date): Date | number | undefined {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const day = (offset: number) => new Date(Date.UTC(y, m, d + offset));
  switch (name) {
    case "@now":
      return new Date(now.getTime());
    case "@second":
      return now.getUTCSeconds();
    case "@minute":
      return now.getUTCMinutes();
    case "@hour":
      return now.getUTCHours();
    case "@weekday":
      return now.getUTCDay();
    case "@day":
      return d;
    case "@month":
      return m + 1;
    case "@year":
      return y;
    case "@yesterday":
      return new Date(now.getTime() - 86_400_000);
    case "@tomorrow":
      return new Date(now.getTime() + 86_400_000);
    case "@todayStart":
      return day(0);
    case "@todayEnd":
      return new Date(day(1).getTime() - 1);
    case "@monthStart":
      return new Date(Date.UTC(y, m, 1));
    case "@monthEnd":
      return new Date(Date.UTC(y, m + 1, 1) - 1);
    case "@yearStart":
      return new Date(Date.UTC(y, 0, 1));
    case "@yearEnd":
      return new Date(Date.UTC(y + 1, 0, 1) - 1);
    default:
      return undefined;
  }
}
