import { useState } from 'react';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { Button, Card, EmptyState, FormErrorBox, PageHeader, PageSkeleton, SelectInput } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useGetTeamsQuery } from '../../../api/teamListsApi';
import { useGetWebhooksQuery } from '../api/webhooksApi';
import { NewWebhookForm } from '../components/NewWebhookForm';
import { SecretNotice } from '../components/SecretNotice';
import { WebhookRow } from '../components/WebhookRow';
import styles from '../components/Webhooks.module.css';

/**
 * /settings/webhooks: endpoints Deckmill calls when batches end or rows fail (docs/webhooks.md). A team's
 * admins choose "Events for" that team: its endpoints hear the batches of the templates shared with it.
 */
export function WebhooksPage() {
  const { data: teamsPage, isLoading: teamsLoading } = useGetTeamsQuery();
  const adminTeams = (teamsPage?.teams ?? []).filter((team) => team.role === 'admin');
  const [scope, setScope] = useState('');
  const teamId = adminTeams.some((team) => String(team.id) === scope) ? Number(scope) : undefined;
  const { data, error, isLoading, refetch } = useGetWebhooksQuery(teamId);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const showSecret = (answer: WebhookWithSecretResponse) =>
    setSecret({ url: answer.webhook.url, secret: answer.secret });
  const webhooks = data?.webhooks ?? [];
  const owner = teamId === undefined ? 'an account' : 'a team';

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Deckmill calls your HTTPS endpoints when a batch completes or fails, a row fails or a deck cannot be mailed, signed with a secret per endpoint."
      />
      {/*
       * One skeleton until both the teams (whether "Events for" shows) and the endpoints are in: each arriving on
       * its own pushed the cards down, a layout shift of 0.224 at 360 px.
       */}
      {teamsLoading || isLoading ? (
        <PageSkeleton label="Loading endpoints..." header={false} />
      ) : (
        <div className={styles.stack}>
          {secret && (
            <SecretNotice url={secret.url} secret={secret.secret} onDismiss={() => setSecret(null)} />
          )}
          {adminTeams.length > 0 && (
            <SelectInput
              label="Events for"
              name="scope"
              value={teamId === undefined ? '' : scope}
              onChange={(event) => setScope(event.target.value)}
              options={[
                { value: '', label: 'My batches' },
                ...adminTeams.map((team) => ({ value: String(team.id), label: `Team ${team.name}` })),
              ]}
              hint="A team's endpoints hear the batches of every template shared with the team."
            />
          )}
          <Card className={styles.card}>
            <h2>Endpoints</h2>
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
                There are {MAX_WEBHOOK_ENDPOINTS} endpoints here, the most {owner} can have.
              </p>
            ) : (
              <NewWebhookForm key={teamId ?? 'mine'} teamId={teamId} onCreated={showSecret} />
            )}
          </Card>
        </div>
      )}
    </>
  );
}
