import { CardGrid } from '../../components/CardGrid';
import { CtaBand } from '../../components/CtaBand';
import { CtaGroup, CtaLink } from '../../components/CtaLink';
import { PageHero } from '../../components/PageHero';
import { QuoteBlock } from '../../components/QuoteBlock';
import { Section } from '../../components/Section';
import type { SolutionContent } from './solutionContent';
import styles from './SolutionPage.module.css';

/** The one layout all five solution pages share; each passes its own content. */
export function SolutionPage({ content }: { content: SolutionContent }) {
  const { highlight, challenges, features, useCases, quote, closing } = content;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <CtaGroup ctas={content.heroCtas} />
      </PageHero>
      {highlight && (
        <Section title="The time it gives back" intro={highlight.summary}>
          <dl className={styles.figures}>
            {highlight.figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section title={challenges.title} intro={challenges.intro}>
        <CardGrid items={challenges.items} />
      </Section>
      <Section title={features.title} intro={features.intro} tinted>
        <CardGrid items={features.items} />
        {features.link && (
          <p className={styles.link}>
            <CtaLink {...features.link} />
          </p>
        )}
      </Section>
      <Section title={useCases.title} intro={useCases.intro}>
        <CardGrid items={useCases.items} />
      </Section>
      <Section title="What customers say" tinted>
        <QuoteBlock quote={quote} />
      </Section>
      <CtaBand title={closing.title} text={closing.text} ctas={closing.ctas} />
    </>
  );
}
