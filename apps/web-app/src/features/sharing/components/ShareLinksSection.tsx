import { useState } from 'react';
import { useParams } from 'react-router';
import type { ShareLinkView } from '@deckmill/api-contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  buttonClassName,
  formatDateTime,
} from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import {
  shareLinksCsvUrl,
  useGetShareLinksQuery,
  useRegenerateShareLinkMutation,
  useRevokeAllShareLinksMutation,
  useRevokeShareLinkMutation,
} from '../api/shareLinksApi';
import styles from './ShareLinksSection.module.css';

const STATE: Record<ShareLinkView['state'], { text: string; tone: 'green' | 'grey' | 'red' | 'amber' }> = {
  active: { text: 'Active', tone: 'green' },
  pending: { text: 'Not ready', tone: 'grey' },
  revoked: { text: 'Revoked', tone: 'red' },
  expired: { text: 'Expired', tone: 'amber' },
};

type Pending = { kind: 'revoke' | 'regenerate'; link: ShareLinkView } | { kind: 'revoke-all' } | null;

/**
 * The presentation's personal links (docs/sharing.md), on its detail page: copy, revoke, regenerate, revoke all
 * and the CSV export. Nothing for a presentation made without links (or one this user may not see).
 */
export function ShareLinksSection() {
  const { id = '' } = useParams();
  const { data } = useGetShareLinksQuery(id, { skip: id === '' });
  const [pending, setPending] = useState<Pending>(null);
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [revokeAll, revokingAll] = useRevokeAllShareLinksMutation();
  const [regenerate, regenerating] = useRegenerateShareLinkMutation();
  const { show } = useFlash();
  const links = data?.links ?? [];
  if (links.length === 0) return null;
  const live = links.filter((link) => link.state === 'active' || link.state === 'pending').length;

  async function confirm() {
    if (!pending) return;
    const result =
      pending.kind === 'revoke-all'
        ? await revokeAll({ id })
        : pending.kind === 'revoke'
          ? await revoke({ id, linkId: pending.link.id })
          : await regenerate({ id, linkId: pending.link.id });
    const kind = pending.kind;
    setPending(null);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The link could not be changed.');
    else if (kind === 'regenerate') show('notice', 'A new link was made; the old one no longer opens.');
    else show('notice', kind === 'revoke-all' ? 'Every link was revoked.' : 'The link was revoked.');
  }

  const busy = revoking.isLoading || revokingAll.isLoading || regenerating.isLoading;
  const dialog =
    pending?.kind === 'revoke-all'
      ? {
          title: 'Revoke all links',
          message: 'Revoke every link of this presentation? Anyone who opens one sees that it was revoked.',
          confirm: 'Revoke all',
        }
      : pending?.kind === 'revoke'
        ? {
            title: 'Revoke link',
            message: `Revoke the link to ${pending.link.file_name}? Anyone who opens it sees that it was revoked.`,
            confirm: 'Revoke',
          }
        : {
            title: 'Regenerate link',
            message: `Make a new link to ${pending?.link.file_name ?? 'this deck'}? The old link stops working.`,
            confirm: 'Regenerate',
          };

  return (
    <Card
      title="Links"
      actions={
        <span className={styles.actions}>
          <a className={buttonClassName({ variant: 'secondary' })} href={shareLinksCsvUrl(id)} download>
            Export CSV
          </a>
          <Button
            variant="secondary"
            onClick={() => setPending({ kind: 'revoke-all' })}
            disabled={live === 0}
          >
            Revoke all
          </Button>
        </span>
      }
    >
      <p className={styles.intro}>
        Each deck has a personal link that opens it in the browser, no sign-in needed.
      </p>
      <ul className={styles.list} aria-label="Personal links">
        {links.map((link) => (
          <li key={link.id} className={styles.link}>
            <span className={styles.name}>
              {link.file_name}
              {link.email && <span className={styles.meta}> · {link.email}</span>}
              {link.expires_at && (
                <span className={styles.meta}> · expires {formatDateTime(link.expires_at)}</span>
              )}
            </span>
            <Badge tone={STATE[link.state].tone}>{STATE[link.state].text}</Badge>
            <span className={styles.actions}>
              {link.state === 'active' && <CopyButton value={link.url} label="Copy link" />}
              <Button variant="secondary" onClick={() => setPending({ kind: 'regenerate', link })}>
                Regenerate
              </Button>
              {link.state !== 'revoked' && (
                <Button variant="secondary" onClick={() => setPending({ kind: 'revoke', link })}>
                  Revoke
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.confirm}
        busyLabel="Saving..."
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
