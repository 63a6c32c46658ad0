import Link from "next/link";
import type { ReactNode } from "react";
import { AlternativesDemo } from "./demo-alternatives";
import { GymsDemo } from "./demo-gyms";
import { InjuryDemo } from "./demo-injury";
import type { LandingDemos } from "@/lib/landing/demos";
import { Section } from "./section";

function DemoUnavailable() {
  return <p className="text-sm text-slate-600 dark:text-slate-300">This demo needs the exercise catalogue, which is not reachable right now.</p>;
}

function Feature({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-1 mb-4 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-auto">{children}</div>
    </li>
  );
}

export function Solution({ demos }: { demos: LandingDemos }) {
  return (
    <Section
      id="solution"
      eyebrow="The solution"
      title="Four features that fit training to you"
      intro="Try them: the alternatives and the injury demo are computed by the app's own engine on this instance's exercise catalogue."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        <Feature title="Instant alternatives" text="Equipment occupied? Get three matched alternatives in a second.">
          <div data-testid="solution-alternatives">{demos.alternatives ? <AlternativesDemo demo={demos.alternatives} /> : <DemoUnavailable />}</div>
        </Feature>
        <Feature title="Multi-gym management" text="Save each place you train with the equipment it has, pick it when you generate a workout or a program, and mark a piece as busy mid-session to get a swap.">
          <GymsDemo />
        </Feature>
        <Feature title="Injury-aware modifications" text="Flag an injury and the pattern stays, on a variation that spares it: the same 45-minute lower-body workout, generated both ways.">
          {demos.injury ? <InjuryDemo demo={demos.injury} /> : <DemoUnavailable />}
        </Feature>
        <Feature title="Body-part assessment" text="A preview: 8 areas scored from 1 to 10. The guided assessment is not built yet.">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Chest, Back, Shoulders, Arms, Core, Legs, Cardio and Flexibility, each with its own level, so your plan
            targets what actually holds you back.
          </p>
          <Link href="#assessment" className="mt-3 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-100">
            Explore the assessment radar ↓
          </Link>
        </Feature>
      </ul>
    </Section>
  );
}
