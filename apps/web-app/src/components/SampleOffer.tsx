import { Link } from 'react-router';
import { buttonClassName, Card } from '@deckmill/ui';
import { paths } from '../config/paths';
import styles from './SampleOffer.module.css';

export const SAMPLE_CSV_URL = '/api/app/samples/csv';
export const SAMPLE_TEMPLATE_URL = '/api/app/samples/template';
export const SAMPLE_IMAGES_URL = '/api/app/samples/images';

/** For a new user: the sample deck and data in one click (the wizard's "Use sample data"), or as downloads. */
export function SampleOffer() {
  return (
    <Card>
      <h2 className={styles.title}>Try it with the sample</h2>
      <p className={styles.text}>
        A designed four-slide personal offer (title, each company&apos;s logo, key figures, a table and
        speaker notes) and eight rows of sample data: your first batch of presentations takes a minute.
      </p>
      <div className={styles.actions}>
        <Link to={`${paths.newPresentation}?sample=1`} className={buttonClassName()}>
          Use sample data
        </Link>
        <a href={SAMPLE_CSV_URL} download>
          Download the sample CSV
        </a>
        <a href={SAMPLE_TEMPLATE_URL} download>
          Download the sample template
        </a>
        <a href={SAMPLE_IMAGES_URL} download>
          Download the sample logos
        </a>
      </div>
    </Card>
  );
}
