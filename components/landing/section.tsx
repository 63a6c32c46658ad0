import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** A landing section labelled by its own heading, so screen readers can jump between them. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20", className)}>
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-100">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
