import { Card, PageHeader } from '@deckmill/ui';
import { NewApiKeyForm } from '../api-keys/components/NewApiKeyForm';
import styles from '../api-keys/components/ApiKeysCard.module.css';

/** /settings/api_keys/new: a key name; the token is shown once. */
export function NewApiKeyPage() {
  return (
    <>
      <PageHeader title="Create API Key" />
      <Card className={styles.card}>
        <NewApiKeyForm />
      </Card>
    </>
  );
}
