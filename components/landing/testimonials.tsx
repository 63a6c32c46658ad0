import { Section } from "./section";
import { TestimonialCarousel } from "./testimonial-carousel";

export function Testimonials() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="People who train smarter" className="bg-slate-50 dark:bg-slate-900/50">
      <TestimonialCarousel />
    </Section>
  );
}
