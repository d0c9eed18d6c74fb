import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { SALES_EMAIL, SECURITY_EMAIL, SUPPORT_EMAIL } from '../../site/siteConfig';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to a person who knows decks"
        lead="Want a demo, a quote, answers for your compliance team or help with a template? Send us a note and we will reply within one business day."
      />
      <Section title="Send us a message">
        <div className={styles.layout}>
          <ContactForm />
          <aside className={styles.aside} aria-label="Other ways to reach us">
            <h3>Prefer email?</h3>
            <dl className={styles.channels}>
              <dt>Sales and demos</dt>
              <dd>
                <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>
              </dd>
              <dt>Help with your account</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
              <dt>Security reports</dt>
              <dd>
                <a href={`mailto:${SECURITY_EMAIL}`}>{SECURITY_EMAIL}</a>
              </dd>
            </dl>
          </aside>
        </div>
      </Section>
    </>
  );
}
