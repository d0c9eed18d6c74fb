import { CardGrid, type CardItem } from '../../components/CardGrid';
import { CtaBand } from '../../components/CtaBand';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { StatsBand } from '../../home/StatsBand';
import { APP_LINKS } from '../../site/siteConfig';
import styles from './AboutPage.module.css';

const VALUES: readonly CardItem[] = [
  {
    title: 'Respect people’s time',
    text: 'Every feature has to remove work, not move it somewhere else. If a step can be automated safely, we automate it.',
  },
  {
    title: 'Your design, untouched',
    text: 'Brand teams spend weeks on a template. We fill it exactly as it is, and never ask you to rebuild it in our editor.',
  },
  {
    title: 'Trust is the product',
    text: 'Customers hand us client lists, salaries and portfolios. We treat that data as if it were our own, and say plainly how.',
  },
  {
    title: 'Plain answers',
    text: 'Clear prices, clear terms and a real person when you write to us. No dark patterns, no surprise renewals.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Deckmill"
        title="We built Deckmill because nobody should spend Friday retyping slides"
        lead="Deckmill started with a simple observation: the most important presentations a business sends are often the most repetitive ones to make."
      />
      <Section title="Our story">
        <div className={styles.story}>
          <p>
            Before Deckmill, our founders worked in agencies and finance teams where the end of every month
            looked the same. Dozens of client decks, one master template, a spreadsheet of numbers, and a room
            full of smart people copying values from one window to another until late in the evening. The work
            mattered, because clients read those decks closely, but the making of them did not need a human at
            all.
          </p>
          <p>
            So we built the tool we wished we had: keep the template in PowerPoint, keep the data in a
            spreadsheet, and let software do the joining. Placeholders in double curly braces, one CSV row per
            presentation, a folder of finished decks a few minutes later.
          </p>
          <p>
            Today agencies, sales teams, financial advisers, franchise networks and HR departments use
            Deckmill to send presentations that feel hand-made, without the hand-making.
          </p>
        </div>
      </Section>
      <Section title="What we value" tinted>
        <CardGrid items={VALUES} />
      </Section>
      <Section title="Deckmill in numbers" intro="What Deckmill does for the teams that use it.">
        <StatsBand />
      </Section>
      <CtaBand
        title="Come and see what your team could stop doing"
        text="Start free, or talk to us about the way your team makes decks today."
        ctas={[
          { label: 'Start Free', to: APP_LINKS.signUp },
          { label: 'Contact us', to: '/contact' },
        ]}
      />
    </>
  );
}
