import { useState } from 'react';
import type { ActivityEntryResponse } from '@deckmill/api-contracts';
import { Button, EmptyState, FormErrorBox, Spinner, formatDateTime } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useGetActivityPageQuery } from '../../api/activityApi';
import { describeActivity, describeActor } from './activityWording';
import { shortUserAgent } from './shortUserAgent';
import styles from './ActivityFeed.module.css';

export interface ActivityFeedProps {
  /** The view's API path, relative to /api (`/settings/activity`, `/app/teams/{id}/activity`). */
  path: string;
  /** The list's accessible name. */
  label: string;
  /** Show who acted (a team's feed); one's own feed leaves it out. */
  showActor?: boolean;
}

/**
 * An activity view: entries newest first with what happened in words, when, and from where, "Load more" for
 * older pages, and the exports (plain links: the browser downloads them with the session cookie).
 */
export function ActivityFeed({ path, label, showActor = false }: ActivityFeedProps) {
  // One cursor per page shown; each page is its own cached query, so "Load more" only asks for the next one.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <div className={styles.feed}>
      <p className={styles.exports}>
        <a href={`/api${path}?format=csv`} download>
          Export CSV
        </a>
        <a href={`/api${path}?format=jsonl`} download>
          Export JSON lines
        </a>
      </p>
      <ol className={styles.list} aria-label={label}>
        {cursors.map((cursor, index) => (
          <ActivityPage
            key={cursor ?? 'first'}
            path={path}
            cursor={cursor}
            first={index === 0}
            last={index === cursors.length - 1}
            showActor={showActor}
            onMore={(next) => setCursors((shown) => [...shown, next])}
          />
        ))}
      </ol>
    </div>
  );
}

interface ActivityPageProps {
  path: string;
  cursor: string | null;
  first: boolean;
  last: boolean;
  showActor: boolean;
  onMore: (cursor: string) => void;
}

function ActivityPage({ path, cursor, first, last, showActor, onMore }: ActivityPageProps) {
  const { data, error, isFetching, refetch } = useGetActivityPageQuery({ path, cursor });
  if (!data) {
    return (
      <li className={styles.state}>
        {error ? (
          <>
            <FormErrorBox message={errorMessage(error)} />
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <span role="status">
            <Spinner size="sm" decorative /> Loading activity...
          </span>
        )}
      </li>
    );
  }
  const next = data.next_cursor;
  return (
    <>
      {first && data.entries.length === 0 && (
        <li className={styles.state}>
          <EmptyState title="No activity yet" description="Sign-ins, changes and downloads will show here." />
        </li>
      )}
      {data.entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} showActor={showActor} />
      ))}
      {last && next && (
        <li className={styles.state}>
          <Button variant="secondary" disabled={isFetching} onClick={() => onMore(next)}>
            Load more
          </Button>
        </li>
      )}
    </>
  );
}

function ActivityItem({ entry, showActor }: { entry: ActivityEntryResponse; showActor: boolean }) {
  const where = [entry.ip, shortUserAgent(entry.user_agent)].filter(Boolean).join(' · ');
  const actor = describeActor(entry.actor);
  return (
    <li className={styles.item}>
      <span className={styles.what}>{describeActivity(entry)}</span>
      <span className={styles.meta}>
        {showActor && <span>{actor}</span>}
        <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
        {where && <span title={entry.user_agent ?? undefined}>{where}</span>}
        {entry.actor.kind === 'api_key' && <span>with an API key</span>}
      </span>
    </li>
  );
}
