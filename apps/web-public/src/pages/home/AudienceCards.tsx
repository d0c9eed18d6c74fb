import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { AUDIENCES } from './homeContent';
import styles from './AudienceCards.module.css';

/** One card per solution page; the whole card title is the link. */
export function AudienceCards() {
  return (
    <ul className={styles.grid}>
      {AUDIENCES.map((audience) => (
        <li key={audience.to} className={styles.card}>
          <h3 className={styles.title}>
            <Link className={styles.link} to={audience.to}>
              {audience.title}
            </Link>
          </h3>
          <p className={styles.text}>{audience.text}</p>
          <span className={`${styles.more} dm-icon-text`} aria-hidden="true">
            Learn more <ArrowRight size={16} />
          </span>
        </li>
      ))}
    </ul>
  );
}
