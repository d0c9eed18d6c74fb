import { Fragment } from 'react';
import { splitPlaceholders, type SampleSlide } from './sampleDeck';
import styles from './SlideMock.module.css';

/**
 * A placeholder with line-break chances only where a reader expects them: after `{{`, after an underscore
 * and before `}}` ("{{review_" / "date}}", never "{{review_da" / "te}}").
 */
function Breakable({ placeholder }: { placeholder: string }) {
  const parts = placeholder.split(/(?<=\{\{|_)|(?=\}\})/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Highlighted({ text }: { text: string }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) =>
        part.placeholder ? (
          <mark key={index} className={styles.placeholder}>
            <Breakable placeholder={part.text} />
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export interface SlideMockProps {
  slide: SampleSlide;
  /** The caption under the slide, for example 'Template slide, before generation'. */
  label: string;
}

/** A 16:9 slide drawn in HTML and CSS; {{placeholders}} are highlighted. */
export function SlideMock({ slide, label }: SlideMockProps) {
  return (
    <figure className={styles.frame}>
      <div className={styles.slide}>
        <p className={styles.heading}>
          <Highlighted text={slide.heading} />
        </p>
        <p className={styles.subheading}>
          <Highlighted text={slide.subheading} />
        </p>
        <dl className={styles.metrics}>
          {slide.metrics.map((metric) => (
            <div key={metric.label} className={styles.metric}>
              <dt>{metric.label}</dt>
              <dd>
                <Highlighted text={metric.value} />
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.footer}>
          <Highlighted text={slide.footer} />
        </p>
      </div>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
