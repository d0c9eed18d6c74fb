import type { ApiKeyResponse } from '@deckmill/api-contracts';
import { ActionMenu, formatDate } from '@deckmill/ui';
import { useFlash } from '@deckmill/web-data';
import { useRevokeApiKeyMutation } from '../api/apiKeysApi';
import styles from './ApiKeyList.module.css';

export const REVOKE_QUESTION = 'Are you sure you want to revoke this API key? This action cannot be undone.';

/** One key: its name, visible prefix, dates, and Revoke (after confirmation) in its "More actions" menu. */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKeyResponse }) {
  const [revoke] = useRevokeApiKeyMutation();
  const { show } = useFlash();

  async function confirmRevoke() {
    const done = await revoke(apiKey.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    show(
      done ? 'notice' : 'alert',
      done ? `API key “${apiKey.name}” was revoked.` : `The API key “${apiKey.name}” could not be revoked.`,
    );
  }

  return (
    <li className={styles.row}>
      <div className={styles.details}>
        <p className={styles.name}>{apiKey.name}</p>
        <p className={styles.meta}>
          <code>{apiKey.prefix}…</code> · Created {formatDate(apiKey.created_at)} ·{' '}
          {apiKey.last_used_at ? `Last used ${formatDate(apiKey.last_used_at)}` : 'Never used'}
        </p>
        <p className={styles.meta}>Scopes: {apiKey.scopes.join(', ')}</p>
      </div>
      {/* A destructive action stays out of the row's face, as on presentations, templates and webhooks. */}
      <ActionMenu
        label={`More actions for ${apiKey.name}`}
        items={[
          {
            id: 'revoke',
            label: 'Revoke',
            destructive: true,
            onAction: confirmRevoke,
            confirm: {
              title: 'Revoke API key',
              message: REVOKE_QUESTION,
              confirmLabel: 'Revoke',
              busyLabel: 'Revoking...',
            },
          },
        ]}
      />
    </li>
  );
}
