import { Link } from 'react-router';
import { CardGrid } from '../../components/CardGrid';
import { CtaBand } from '../../components/CtaBand';
import { QuoteBlock } from '../../components/QuoteBlock';
import { Section } from '../../components/Section';
import { StatsBand } from '../../home/StatsBand';
import { APP_LINKS } from '../../site/siteConfig';
import { AudienceCards } from './AudienceCards';
import { HomeHero } from './HomeHero';
import { FEATURES, PROBLEMS, SOLUTIONS, STEPS, TESTIMONIALS } from './homeContent';
import { PricingTeaser } from './PricingTeaser';
import styles from './HomePage.module.css';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <Section
        title="Personalised decks should not cost you a week"
        intro="Teams that present to many clients, candidates or locations rebuild the same presentation over and over."
      >
        <CardGrid items={PROBLEMS} />
      </Section>
      <Section
        title="Deckmill does the rebuilding for you"
        intro="Your design stays in PowerPoint. Your data stays in your spreadsheet. Deckmill joins them, row by row."
        tinted
      >
        <CardGrid items={SOLUTIONS} />
      </Section>
      <Section
        title="How it works: three steps"
        intro="From an ordinary .pptx to a folder of finished presentations."
      >
        <CardGrid items={STEPS} />
        <p className={styles.more}>
          <Link to="/how-it-works">See the steps with a worked example</Link>
        </p>
      </Section>
      <Section
        title="Built for teams that present at scale"
        intro="Pick your team to see how others like you use Deckmill."
        tinted
      >
        <AudienceCards />
      </Section>
      <Section title="Everything you need to automate decks">
        <CardGrid items={FEATURES} />
      </Section>
      <Section title="Hours back on every batch" tinted>
        <StatsBand />
        <div className={styles.quotes}>
          {TESTIMONIALS.map((quote) => (
            <QuoteBlock key={quote.name} quote={quote} />
          ))}
        </div>
      </Section>
      <Section
        title="Simple pricing that grows with you"
        intro="Start free with 10 presentations a month. Upgrade when your batches grow; save 20% with annual billing."
      >
        <PricingTeaser />
      </Section>
      <CtaBand
        title="Your next 100 decks can be ready in five minutes"
        text="Create a free account, upload a template and a CSV, and see your first batch today."
        ctas={[{ label: 'Start Free', to: APP_LINKS.signUp }]}
      />
    </>
  );
}
