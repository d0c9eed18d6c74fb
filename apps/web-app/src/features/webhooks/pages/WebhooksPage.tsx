import { useState } from 'react';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { Button, Card, EmptyState, FormErrorBox, PageHeader, Spinner } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useGetWebhooksQuery } from '../api/webhooksApi';
import { NewWebhookForm } from '../components/NewWebhookForm';
import { SecretNotice } from '../components/SecretNotice';
import { WebhookRow } from '../components/WebhookRow';
import styles from '../components/Webhooks.module.css';

/** /settings/webhooks: endpoints Deckmill calls when batches end (docs/webhooks.md). */
export function WebhooksPage() {
  const { data, error, isLoading, refetch } = useGetWebhooksQuery();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const showSecret = (answer: WebhookWithSecretResponse) =>
    setSecret({ url: answer.webhook.url, secret: answer.secret });
  const webhooks = data?.webhooks ?? [];

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Deckmill calls your HTTPS endpoints when a batch completes or fails, signed with a secret per endpoint."
      />
      {secret && <SecretNotice url={secret.url} secret={secret.secret} onDismiss={() => setSecret(null)} />}
      <Card className={styles.card}>
        <h2>Endpoints</h2>
        {isLoading && (
          <p role="status">
            <Spinner size="sm" decorative /> Loading your endpoints...
          </p>
        )}
        {error && (
          <>
            <FormErrorBox message={errorMessage(error)} />
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </>
        )}
        {data && webhooks.length === 0 && (
          <EmptyState
            title="No endpoints yet"
            description="Add an endpoint below to be told when batches end."
          />
        )}
        {webhooks.length > 0 && (
          <ul className={styles.list} aria-label="Webhook endpoints">
            {webhooks.map((webhook) => (
              <WebhookRow key={webhook.id} webhook={webhook} onSecret={showSecret} />
            ))}
          </ul>
        )}
      </Card>
      <Card className={styles.card}>
        <h2>Add endpoint</h2>
        {webhooks.length >= MAX_WEBHOOK_ENDPOINTS ? (
          <p className={styles.note}>
            You have {MAX_WEBHOOK_ENDPOINTS} endpoints, the most an account can have.
          </p>
        ) : (
          <NewWebhookForm onCreated={showSecret} />
        )}
      </Card>
    </>
  );
}
