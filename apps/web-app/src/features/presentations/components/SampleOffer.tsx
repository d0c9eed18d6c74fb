import { useNavigate } from 'react-router';
import { Button, Card, FormErrorBox } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../app/routing/paths';
import { useAddSampleTemplateMutation } from '../api/presentationsApi';
import styles from './SampleOffer.module.css';

export const SAMPLE_CSV_URL = '/api/app/samples/csv';
export const SAMPLE_TEMPLATE_URL = '/api/app/samples/template';

/** For a new user: the sample template in one click (then straight into the wizard) and the sample CSV. */
export function SampleOffer() {
  const navigate = useNavigate();
  const [addSample, { isLoading, error }] = useAddSampleTemplateMutation();
  const trySample = async () => {
    const template = await addSample()
      .unwrap()
      .catch(() => null);
    if (template) await navigate(`${paths.newPresentation}?template_id=${template.id}`);
  };

  return (
    <Card>
      <h2 className={styles.title}>Try it with the sample</h2>
      <p className={styles.text}>
        Add our sample template (placeholders first_name, company, offer and city), then use the sample CSV:
        your first batch takes a minute.
      </p>
      <FormErrorBox message={error ? errorMessage(error) : null} />
      <div className={styles.actions}>
        <Button onClick={() => void trySample()} disabled={isLoading}>
          {isLoading ? 'Adding...' : 'Try the sample template'}
        </Button>
        <a href={SAMPLE_CSV_URL} download>
          Download the sample CSV
        </a>
        <a href={SAMPLE_TEMPLATE_URL} download>
          Download the sample template
        </a>
      </div>
    </Card>
  );
}
