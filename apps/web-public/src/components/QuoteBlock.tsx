import styles from './QuoteBlock.module.css';

export interface Quote {
  text: string;
  name: string;
  role: string;
}

export function QuoteBlock({ quote }: { quote: Quote }) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>“{quote.text}”</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <strong>{quote.name}</strong>, {quote.role}
      </figcaption>
    </figure>
  );
}
