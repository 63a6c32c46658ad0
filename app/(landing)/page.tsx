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

// Server-rendered sections; only the demos, carousel and pricing toggle ship JavaScript.
export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <Problems />
      <Solution />
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
