import { CardGrid } from '../../components/CardGrid';
import { CtaBand } from '../../components/CtaBand';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { SECURITY_EMAIL } from '../../site/siteConfig';
import { SECURITY_CONTROLS } from './securityControls';
import styles from './SecurityPage.module.css';

export function SecurityPage() {
  return (
    <>
      <PageHero
        eyebrow="Security"
        title="Your client data deserves better than a shared drive"
        lead="Templates and spreadsheets often hold the most sensitive numbers a business has. Here is exactly how Deckmill protects them, with no vague promises."
      />
      <Section
        title="The controls in place today"
        intro="Each of these is part of the product you use, on every plan."
      >
        <CardGrid items={SECURITY_CONTROLS} />
      </Section>
      <Section title="Your data stays yours" tinted>
        <div className={styles.columns}>
          <p>
            We process your templates and CSV files only to generate your presentations. We do not sell data
            and we do not use your content for advertising or to train models. When you delete a template, a
            presentation or your account, it is removed from the live service immediately and ages out of
            backups.
          </p>
          <p>
            Enterprise plans add single sign-on, a service level agreement and an on-premise option for
            organisations whose policies require the data to stay inside their own network.
          </p>
        </div>
      </Section>
      <Section title="Reporting a vulnerability">
        <p className={styles.report}>
          Found something that looks wrong? Email <a href={`mailto:${SECURITY_EMAIL}`}>{SECURITY_EMAIL}</a>{' '}
          with the details. We acknowledge reports within two business days, keep you updated while we fix the
          issue, and never take action against good-faith research.
        </p>
      </Section>
      <CtaBand
        title="Need a security review before you buy?"
        text="We are happy to walk your security team through our controls and answer their questionnaire."
        ctas={[{ label: 'Contact us', to: '/contact' }]}
      />
    </>
  );
}
