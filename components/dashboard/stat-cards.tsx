import { statCards, type DashboardStats } from "@/lib/training/dashboard";
import { Skeleton } from "@/components/ui/states";

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-busy="true" aria-label="Loading statistics">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {statCards(stats).map((card) => (
        <div key={card.key} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 md:last:col-span-1 dark:border-slate-800 dark:bg-slate-900" data-testid={`stat-${card.key}`}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{card.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 dark:text-white">
            {card.value.toLocaleString("en-US")}
            {card.unit && <span className="ml-1 text-sm font-medium text-slate-600 dark:text-slate-300">{card.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
