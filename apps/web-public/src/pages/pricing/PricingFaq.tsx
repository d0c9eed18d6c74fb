import { SALES_EMAIL } from '../../site/siteConfig';
import { annualExampleSentence } from './planSentences';
import styles from './PricingFaq.module.css';

const QUESTIONS = [
  {
    question: 'Do I need a credit card to start?',
    answer:
      'No. The Free plan gives you 10 presentations a month with no card and no time limit. Upgrade when you need more.',
  },
  {
    question: 'How does annual billing work?',
    answer: `Pay for twelve months up front and save 20%. The yearly total is the annual per-month price times 12: ${annualExampleSentence()}`,
  },
  {
    question: 'Do you offer discounts for nonprofits?',
    answer:
      'Yes. Registered nonprofits get 50% off any paid plan. Write to us from your organisation’s address and we will apply it.',
  },
  {
    question: 'What happens when I upgrade or downgrade?',
    answer:
      'Upgrades take effect immediately and are prorated, so you only pay the difference for the rest of the billing period. Downgrades take effect at the start of your next billing cycle.',
  },
  {
    question: 'Can prices change?',
    answer:
      'If we ever change our prices, we tell you at least 30 days before the new price applies to your account.',
  },
  {
    question: 'Do you give refunds?',
    answer:
      'We do not refund partial months. If you cancel, your plan stays active until the end of the period you paid for.',
  },
  {
    question: 'How can I pay?',
    answer: 'All major credit and debit cards. Annual Enterprise plans can also pay by ACH bank transfer.',
  },
] as const;

export function PricingFaq() {
  return (
    <>
      <div className={styles.list}>
        {QUESTIONS.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className={styles.sales}>
        Need a quote, a security review or a custom contract? Email our sales team at{' '}
        <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>.
      </p>
    </>
  );
}
