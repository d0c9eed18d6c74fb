import { useState } from 'react';
import type { WebhookResponse, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { Badge, Button, ConfirmDialog, formatDate } from '@deckmill/ui';
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

type Pending = 'delete' | 'rotate' | null;

/** One endpoint: its URL, events and state; test, enable or disable, rotate, delete, and its delivery log. */
export function WebhookRow({
  webhook,
  onSecret,
}: {
  webhook: WebhookResponse;
  onSecret: (rotated: WebhookWithSecretResponse) => void;
}) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const [showLog, setShowLog] = useState(false);
  const [remove, removing] = useDeleteWebhookMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const { show } = useFlash();

  async function confirm() {
    if (confirming === 'delete') {
      const done = await remove(webhook.id)
        .unwrap()
        .then(
          () => true,
          () => false,
        );
      show(done ? 'notice' : 'alert', done ? 'Endpoint was deleted.' : 'The endpoint could not be deleted.');
    } else if (confirming === 'rotate') {
      const rotated = await rotate(webhook.id)
        .unwrap()
        .catch(() => null);
      if (rotated) onSecret(rotated);
      else show('alert', 'The secret could not be rotated.');
    }
    setConfirming(null);
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
    await update({ id: webhook.id, changes: { enabled: !webhook.enabled } })
      .unwrap()
      .catch(() => show('alert', 'The endpoint could not be changed.'));
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
        <Button size="sm" variant="secondary" onClick={() => setConfirming('rotate')}>
          Rotate secret
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
          Delete
        </Button>
      </div>
      {showLog && <DeliveryLog webhookId={webhook.id} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete endpoint' : 'Rotate signing secret'}
        message={confirming === 'delete' ? DELETE_QUESTION : ROTATE_QUESTION}
        confirmLabel={confirming === 'delete' ? 'Delete' : 'Rotate'}
        busyLabel={confirming === 'delete' ? 'Deleting...' : 'Rotating...'}
        busy={removing.isLoading || rotating.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </li>
  );
}
