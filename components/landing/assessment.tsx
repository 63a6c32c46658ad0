import { AssessmentRadar } from "./assessment-radar";
import { Section } from "./section";

export function Assessment() {
  return (
    <Section
      id="assessment"
      eyebrow="Body-part assessment"
      title="See exactly where you stand"
      intro="Eight body-part categories, each scored from 1 to 10 on a 0 to 10 scale. This sample shows what yours could look like."
    >
      <AssessmentRadar />
    </Section>
  );
}
