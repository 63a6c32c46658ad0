import { AssessmentRadar } from "./assessment-radar";
import { Section } from "./section";

export function Assessment() {
  return (
    <Section
      id="assessment"
      eyebrow="Body-part assessment"
      title="See exactly where you stand"
      intro="Eight body-part categories, each scored from 1 to 10 on a 0 to 10 scale. This radar is a sample to show the idea: a guided assessment is not part of the app yet."
    >
      <AssessmentRadar />
    </Section>
  );
}
