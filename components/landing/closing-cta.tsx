import { ButtonLink } from "@/components/ui/button";

const badges = ["Free and open source", "No credit card, ever", "Your data stays on your server"];

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700 px-4 py-20 text-white sm:px-6 dark:bg-brand-700/60">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to train smarter?
        </h2>
        <p className="mt-4 text-lg text-brand-50">Create an account on this instance and plan your next session in minutes.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/register" size="lg" className="bg-white !text-brand-700 hover:bg-brand-50">
            Create Your Free Account
          </ButtonLink>
          <ButtonLink href="/workout-generator" size="lg" variant="secondary" className="!border-white !bg-transparent !text-white hover:!bg-white/10">
            Try Workout Generator
          </ButtonLink>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-brand-50">
          {badges.map((b) => (
            <li key={b}>✓ {b}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
