import { Check } from 'lucide-react';
import { CtaGroup } from '../../components/CtaLink';
import { fillSlide, SAMPLE_ROWS, SAMPLE_TEMPLATE } from '../../sample/sampleDeck';
import { SlideMock } from '../../sample/SlideMock';
import { APP_LINKS } from '../../site/siteConfig';
import styles from './HomeHero.module.css';

export function HomeHero() {
  const [firstRow] = SAMPLE_ROWS;
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Presentation automation for business teams</p>
          <h1 id="page-title" className={styles.title}>
            One template. One spreadsheet. A personalised deck for every row.
          </h1>
          <p className={styles.lead}>
            Deckmill fills your PowerPoint template with the rows of a CSV file and hands you one finished
            presentation per client, prospect, employee or location. No more copy and paste, no more wrong
            names on slide four.
          </p>
          <CtaGroup
            ctas={[
              { label: 'Start Free', to: APP_LINKS.signUp },
              { label: 'See How It Works', to: '/how-it-works', variant: 'secondary' },
            ]}
          />
          <ul className={styles.assurances}>
            <li className="dm-icon-text">
              <Check className={styles.check} aria-hidden="true" size={16} />
              No credit card required
            </li>
            <li className="dm-icon-text">
              <Check className={styles.check} aria-hidden="true" size={16} />
              10 free presentations/month
            </li>
          </ul>
        </div>
        <div className={styles.visual}>
          <SlideMock slide={SAMPLE_TEMPLATE} label="Your template, with {{placeholders}}" />
          {firstRow && (
            <SlideMock slide={fillSlide(SAMPLE_TEMPLATE, firstRow)} label="One of the finished decks" />
          )}
        </div>
      </div>
    </section>
  );
}
