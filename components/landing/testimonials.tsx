import { Section } from "./section";
import { TestimonialCarousel } from "./testimonial-carousel";

export function Testimonials() {
  return (
    <Section id="testimonials" eyebrow="In practice" title="What training with ForgeFit looks like" className="bg-slate-50 dark:bg-slate-900/50">
      <TestimonialCarousel />
    </Section>
  );
}
