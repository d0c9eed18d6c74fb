import { PLANS } from '@deckmill/api-contracts';
import { useState } from 'react';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { BillingToggle } from './BillingToggle';
import type { BillingPeriod } from './formatPrice';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import styles from './PricingPage.module.css';

export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Pay for the decks you make, not the hours you save"
        lead="Start free with 10 presentations a month. Move up when your batches grow, and save 20% when you pay yearly."
      />
      <Section title="Plans">
        <BillingToggle period={period} onChange={setPeriod} />
        <div className={styles.plans}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </div>
      </Section>
      <Section title="Frequently asked questions" tinted>
        <PricingFaq />
      </Section>
    </>
  );
}
