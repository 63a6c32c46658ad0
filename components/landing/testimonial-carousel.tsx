"use client";

import { useEffect, useState } from "react";
import { CAROUSEL } from "@/lib/training/constants";
import { cn } from "@/components/ui/cn";
import { showcases } from "./data";

const count = showcases.length;
const wrap = (index: number) => (index + count) % count;

export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => setIndex((i) => wrap(i + 1)), CAROUSEL.intervalMs);
    return () => window.clearInterval(timer);
  }, [auto]);

  // Any manual choice ends the auto-advance for good, as the spec asks.
  const go = (next: number) => {
    setAuto(false);
    setIndex(wrap(next));
  };

  const t = showcases[index];
  const Icon = t.icon;
  return (
    <div className="mx-auto max-w-3xl" role="group" aria-roledescription="carousel" aria-label="What you can do">
      <div
        // Announcing every automatic change would interrupt screen-reader users; announce only chosen slides.
        aria-live={auto ? "off" : "polite"}
        aria-atomic="true"
        className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} data-testid="testimonial">
          <Icon aria-hidden="true" className="mx-auto size-12 text-brand-600 dark:text-brand-300" />
          <h3 className="mt-2 text-xl font-semibold text-slate-900 dark:text-white">{t.title}</h3>
          <p className="mt-4 text-lg text-slate-800 dark:text-slate-100">{t.text}</p>
          <p className="mt-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-brand-700/40 dark:text-brand-100">
            {t.where}
          </p>
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" onClick={() => go(index - 1)} aria-label="Previous slide" className={arrowClass}>
          <span aria-hidden="true">←</span>
        </button>
        <div className="flex gap-1">
          {showcases.map((item, i) => (
            <button
              key={item.id}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span aria-hidden="true" className={cn("h-2.5 w-2.5 rounded-full", i === index ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-600")} />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(index + 1)} aria-label="Next slide" className={arrowClass}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}

const arrowClass =
  "flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
