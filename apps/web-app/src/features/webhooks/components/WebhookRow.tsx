import { useState } from 'react';
import type { WebhookResponse, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { ActionMenu, Badge, Button, formatDate } from '@deckmill/ui';
import { useFlash } from '@deckmill/web-data';
import {
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
} from '../api/webhooksApi';
import { DeliveryLog } from './DeliveryLog';
import { EVENT_LABELS } from './eventTypes';
import styles from './Webhooks.module.css';

export const DELETE_QUESTION =
  'Are you sure you want to delete this endpoint? Its delivery log is deleted too and queued deliveries stop.';
export const ROTATE_QUESTION =
  'Rotate the signing secret? The current secret stops working at once; update your receiver with the new one.';

/**
 * One endpoint: its URL, events and state; test, enable or disable, and its delivery log. Rotate secret and
 * Delete, which cannot be undone, sit in its "More actions" menu behind a confirmation.
 */
export function WebhookRow({
  webhook,
  onSecret,
}: {
  webhook: WebhookResponse;
  onSecret: (rotated: WebhookWithSecretResponse) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [remove] = useDeleteWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const { show } = useFlash();

  async function deleteEndpoint() {
    const done = await remove(webhook.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    show(
      done ? 'notice' : 'alert',
      done ? `Endpoint ${webhook.url} was deleted.` : 'The endpoint could not be deleted.',
    );
  }

  async function rotateSecret() {
    const rotated = await rotate(webhook.id)
      .unwrap()
      .catch(() => null);
    if (rotated) {
      onSecret(rotated);
      show('notice', `The signing secret of ${webhook.url} was rotated.`);
    } else show('alert', 'The secret could not be rotated.');
  }

  async function test() {
    const sent = await sendTest(webhook.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    show(sent ? 'notice' : 'alert', sent ? 'Test event sent.' : 'The test event could not be sent.');
    if (sent) setShowLog(true);
  }

  async function toggleEnabled() {
    const enabled = !webhook.enabled;
    await update({ id: webhook.id, changes: { enabled } })
      .unwrap()
      .then(
        () => show('notice', `Endpoint ${webhook.url} was ${enabled ? 'enabled' : 'disabled'}.`),
        () => show('alert', 'The endpoint could not be changed.'),
      );
  }

  return (
    <li className={styles.row}>
      <p className={styles.url}>
        {webhook.url} {!webhook.enabled && <Badge tone="grey">Disabled</Badge>}
      </p>
      <p className={styles.meta}>
        {webhook.description && <>{webhook.description} · </>}
        {webhook.events.map((type) => EVENT_LABELS[type]).join(', ')} · Created{' '}
        {formatDate(webhook.created_at)}
      </p>
      <div className={styles.rowActions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void test()}
          disabled={!webhook.enabled || testing.isLoading}
        >
          Send test event
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setShowLog((shown) => !shown)}
          aria-expanded={showLog}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void toggleEnabled()}
          disabled={updating.isLoading}
        >
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <ActionMenu
          label={`More actions for ${webhook.url}`}
          items={[
            {
              id: 'rotate',
              label: 'Rotate secret',
              onAction: rotateSecret,
              confirm: {
                title: 'Rotate signing secret',
                message: ROTATE_QUESTION,
                confirmLabel: 'Rotate',
                busyLabel: 'Rotating...',
              },
            },
            {
              id: 'delete',
              label: 'Delete',
              destructive: true,
              onAction: deleteEndpoint,
              confirm: { title: 'Delete endpoint', message: DELETE_QUESTION, busyLabel: 'Deleting...' },
            },
          ]}
        />
      </div>
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </li>
  );
}
