import { Hero } from "@/components/landing/hero";
import { Problems } from "@/components/landing/problems";
import { Solution } from "@/components/landing/solution";
import { HowItWorks } from "@/components/landing/how-it-works";
import { Assessment } from "@/components/landing/assessment";
import { Testimonials } from "@/components/landing/testimonials";
import { Science } from "@/components/landing/science";
import { Pricing } from "@/components/landing/pricing";
import { Faq } from "@/components/landing/faq";
import { ClosingCta } from "@/components/landing/closing-cta";
import { landingDemos } from "@/lib/landing/demos.server";
import { landingStats } from "@/lib/landing/stats.server";

// Server-rendered sections; only the demos and carousel ship JavaScript. The hero's
// figures are counted from the database per request (landingStats makes the page dynamic).
export default async function HomePage() {
  const [stats, demos] = await Promise.all([landingStats(), landingDemos()]);
  return (
    <main id="main">
      <Hero stats={stats} />
      <Problems />
      <Solution demos={demos} />
      <HowItWorks />
      <Assessment />
      <Testimonials />
      <Science />
      <Pricing />
      <Faq />
      <ClosingCta />
    </main>
  );
}
