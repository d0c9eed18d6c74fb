import { useState } from 'react';
import type { ApiKeyResponse } from '@deckmill/api-contracts';
import { Button, ConfirmDialog, formatDate } from '@deckmill/ui';
import { useFlash } from '@deckmill/web-data';
import { useRevokeApiKeyMutation } from '../api/apiKeysApi';
import styles from './ApiKeyList.module.css';

export const REVOKE_QUESTION = 'Are you sure you want to revoke this API key? This action cannot be undone.';

/** One key: its name, visible prefix, dates, and Revoke (after confirmation). */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKeyResponse }) {
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isLoading }] = useRevokeApiKeyMutation();
  const { show } = useFlash();

  async function confirmRevoke() {
    const done = await revoke(apiKey.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    setConfirming(false);
    show(
      done ? 'notice' : 'alert',
      done ? `API key “${apiKey.name}” was revoked.` : `The API key “${apiKey.name}” could not be revoked.`,
    );
  }

  return (
    <li className={styles.row}>
      <div>
        <p className={styles.name}>{apiKey.name}</p>
        <p className={styles.meta}>
          <code>{apiKey.prefix}…</code> · Created {formatDate(apiKey.created_at)} ·{' '}
          {apiKey.last_used_at ? `Last used ${formatDate(apiKey.last_used_at)}` : 'Never used'}
        </p>
        <p className={styles.meta}>Scopes: {apiKey.scopes.join(', ')}</p>
      </div>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revoke API key"
        message={REVOKE_QUESTION}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={isLoading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
