import { CtaBand } from '../../components/CtaBand';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { APP_LINKS } from '../../site/siteConfig';
import { SampleExample } from './SampleExample';
import { StepDetails } from './StepDetails';

export function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From one template to a folder of finished decks in three steps"
        lead="You already have the two ingredients: a presentation your team likes and a spreadsheet with the details that change. Deckmill puts them together, one row at a time."
      />
      <Section title="The three steps">
        <StepDetails />
      </Section>
      <Section
        title="A real example: before and after"
        intro="One slide of a quarterly review template and a three-row CSV. Both images below are the real slide, rendered from the .pptx before and after Deckmill filled it with the first row."
        tinted
      >
        <SampleExample />
      </Section>
      <CtaBand
        title="Try it with your own template"
        text="The free plan includes 10 presentations a month: enough to run a real batch and show your team."
        ctas={[{ label: 'Start Free', to: APP_LINKS.signUp }]}
      />
    </>
  );
}
