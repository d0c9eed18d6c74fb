import { useState } from 'react';
import { useParams } from 'react-router';
import type { ShareLinkView } from '@deckmill/api-contracts';
import {
  ActionMenu,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  buttonClassName,
  formatDate,
  type ActionMenuItem,
} from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import {
  SHARE_STATS_POLL_INTERVAL_MS,
  shareLinksCsvUrl,
  useGetShareLinksQuery,
  usePinShareLinkMutation,
  useRegenerateShareLinkMutation,
  useRevokeAllShareLinksMutation,
  useRevokeShareLinkMutation,
} from '../api/shareLinksApi';
import { LinkStats } from './LinkStats';
import { ShareSummary } from './ShareSummary';
import { ViewTimelineDialog } from './ViewTimelineDialog';
import styles from './ShareLinksSection.module.css';

const STATE: Record<ShareLinkView['state'], { text: string; tone: 'green' | 'grey' | 'red' | 'amber' }> = {
  active: { text: 'Active', tone: 'green' },
  pending: { text: 'Not ready', tone: 'grey' },
  revoked: { text: 'Revoked', tone: 'red' },
  expired: { text: 'Expired', tone: 'amber' },
};

const GATE: Record<ShareLinkView['gate'], string | null> = {
  none: null,
  email: 'Asks for an e-mail address',
  email_match: 'Opens for the row’s address only',
};

/** What the owner needs to tell links apart at a glance: who, what the viewer may do, until when. */
function details(link: ShareLinkView): string {
  const expiry = link.expires_at
    ? `${link.state === 'expired' ? 'Expired' : 'Expires'} ${formatDate(link.expires_at)}`
    : null;
  const access = link.access === 'allow_download' ? 'Download allowed' : 'View only';
  return [link.email, access, GATE[link.gate], expiry].filter(Boolean).join(' · ');
}

/**
 * The presentation's personal links (docs/sharing.md), on its detail page: who opened each and how much, copy,
 * revoke, regenerate, revoke all and the CSV export, and each deck's timeline. Nothing for a presentation made
 * without links (or one this user may not see). Asked again every 30 s while the tab shows, so opens appear.
 */
export function ShareLinksSection() {
  const { id = '' } = useParams();
  const { data } = useGetShareLinksQuery(id, {
    skip: id === '',
    pollingInterval: SHARE_STATS_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [activity, setActivity] = useState<{ link: ShareLinkView | null; open: boolean }>({
    link: null,
    open: false,
  });
  const [revoke] = useRevokeShareLinkMutation();
  const [revokeAll, revokingAll] = useRevokeAllShareLinksMutation();
  const [regenerate] = useRegenerateShareLinkMutation();
  const [pin] = usePinShareLinkMutation();
  const { show } = useFlash();
  const links = data?.links ?? [];
  if (links.length === 0) return null;
  const live = links.filter((link) => link.state === 'active' || link.state === 'pending').length;

  function report(result: { error?: unknown }, done: string) {
    if ('error' in result && result.error)
      show('alert', errorMessage(result.error) ?? 'The link could not be changed.');
    else show('notice', done);
  }

  async function confirmRevokeAll() {
    const result = await revokeAll({ id });
    setConfirmingAll(false);
    report(result, 'Every link was revoked.');
  }

  function showActivity(link: ShareLinkView) {
    setActivity({ link, open: true });
  }

  /** Regenerate and revoke change what the recipient holds: out of the row's face, each asked first. */
  function menu(link: ShareLinkView): ActionMenuItem[] {
    const items: ActionMenuItem[] = [
      { id: 'activity', label: 'View activity', onAction: () => showActivity(link) },
      {
        id: 'regenerate',
        label: 'Regenerate',
        onAction: async () =>
          report(
            await regenerate({ id, linkId: link.id }),
            'A new link was made; the old one no longer opens.',
          ),
        confirm: {
          title: 'Regenerate link',
          message: `Make a new link to ${link.file_name}? The old link stops working.`,
          confirmLabel: 'Regenerate',
          busyLabel: 'Saving...',
        },
      },
    ];
    // Living links: only a link with a row key follows later runs, so only it has a pin.
    if (link.pinned !== undefined)
      items.push({
        id: 'pin',
        // A pinned link serves the deck made for its own row in its own run, whatever it showed before.
        label: link.pinned ? 'Follow later runs' : 'Keep its original deck',
        onAction: async () =>
          report(
            await pin({ id, linkId: link.id, pinned: !link.pinned }),
            link.pinned
              ? 'The link follows later runs again.'
              : 'The link shows the deck made for it, whatever runs come later.',
          ),
      });
    if (link.state !== 'revoked')
      items.push({
        id: 'revoke',
        label: 'Revoke',
        destructive: true,
        onAction: async () => report(await revoke({ id, linkId: link.id }), 'The link was revoked.'),
        confirm: {
          title: 'Revoke link',
          message: `Revoke the link to ${link.file_name}? Anyone who opens it sees that it was revoked.`,
          confirmLabel: 'Revoke',
          busyLabel: 'Revoking...',
        },
      });
    return items;
  }

  return (
    <Card
      title="Links"
      actions={
        <span className={styles.actions}>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={shareLinksCsvUrl(id)}
            download
          >
            Export CSV
          </a>
          <Button variant="secondary" size="sm" onClick={() => setConfirmingAll(true)} disabled={live === 0}>
            Revoke all
          </Button>
        </span>
      }
    >
      <p className={styles.intro}>
        Each deck has its own link: it opens the deck in the browser, no sign-in needed.
      </p>
      {data?.summary && <ShareSummary summary={data.summary} />}
      <ul className={styles.list} aria-label="Personal links">
        {links.map((link) => (
          <li key={link.id} className={styles.link}>
            <div className={styles.details}>
              <p className={styles.name}>
                <span className={styles.file}>{link.file_name}</span>
                <Badge tone={STATE[link.state].tone}>{STATE[link.state].text}</Badge>
                {link.pinned && <Badge tone="grey">Pinned</Badge>}
              </p>
              <p className={styles.meta}>{details(link)}</p>
            </div>
            <LinkStats
              stats={link.stats}
              fileName={link.file_name}
              onShowActivity={() => showActivity(link)}
              className={styles.figures}
            />
            <span className={`${styles.actions} ${styles.rowActions}`}>
              {link.state === 'active' && <CopyButton value={link.url} label="Copy link" />}
              <ActionMenu label={`More actions for ${link.file_name}`} items={menu(link)} />
            </span>
          </li>
        ))}
      </ul>
      <ViewTimelineDialog
        presentationId={id}
        link={activity.link}
        open={activity.open}
        onClose={() => setActivity((shown) => ({ ...shown, open: false }))}
      />
      <ConfirmDialog
        open={confirmingAll}
        title="Revoke all links"
        message="Revoke every link of this presentation? Anyone who opens one sees that it was revoked."
        confirmLabel="Revoke all"
        busyLabel="Revoking..."
        busy={revokingAll.isLoading}
        onConfirm={() => void confirmRevokeAll()}
        onCancel={() => setConfirmingAll(false)}
      />
    </Card>
  );
}
