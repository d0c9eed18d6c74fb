import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { ShareViewView } from '@deckmill/api-contracts';
import { Button, Dialog, DialogActions, FormErrorBox, Spinner, formatDateTime } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import {
  deviceLabel,
  formatDuration,
  opensSummary,
  slidesReached,
  viewerName,
  type ViewerDevice,
} from '../../../lib/viewing';
import { SHARE_STATS_POLL_INTERVAL_MS, useGetShareLinkViewsQuery } from '../api/shareLinksApi';
import { SlideSecondsChart } from './SlideSecondsChart';
import styles from './ViewTimelineDialog.module.css';

const DEVICE_ICON: Record<ViewerDevice, typeof Monitor> = {
  desktop: Monitor,
  tablet: Tablet,
  mobile: Smartphone,
};

export interface ViewTimelineDialogProps {
  presentationId: string;
  /** The link whose views to list; kept while the dialog closes, so its title does not blink. */
  link: { id: string; file_name: string } | null;
  open: boolean;
  onClose: () => void;
}

/** A deck's timeline: every view of its link, newest first, with how long each slide held the viewer. */
export function ViewTimelineDialog({ presentationId, link, open, onClose }: ViewTimelineDialogProps) {
  // currentData: another link's views (the hook's last `data`) must never show under this link's title.
  const { currentData: data, error } = useGetShareLinkViewsQuery(
    { id: presentationId, linkId: link?.id ?? '' },
    {
      skip: !open || !link,
      pollingInterval: SHARE_STATS_POLL_INTERVAL_MS,
      skipPollingIfUnfocused: true,
    },
  );
  const title = `Activity of ${link?.file_name ?? 'the link'}`;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {!data && error ? (
        <FormErrorBox message={errorMessage(error) ?? 'The activity could not be loaded.'} />
      ) : !data ? (
        <p className={styles.note} role="status">
          <Spinner size="sm" decorative /> Loading activity…
        </p>
      ) : data.views.length === 0 ? (
        <p className={styles.note}>Not opened yet. When someone opens the link you’ll see it here.</p>
      ) : (
        <>
          <p className={styles.note}>
            {opensSummary(data.stats.opens, data.stats.viewers)} · {formatDuration(data.stats.seconds)}
          </p>
          {/* Scrolls inside the dialog so Close stays in sight; focusable, so keys scroll it too. */}
          <section className={styles.scroller} tabIndex={0} aria-label="Views, newest first">
            <ol className={styles.views}>
              {data.views.map((view) => (
                <ViewEntry key={view.id} view={view} />
              ))}
            </ol>
          </section>
        </>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ViewEntry({ view }: { view: ShareViewView }) {
  const Icon = DEVICE_ICON[view.device];
  const who = viewerName(view.email, view.viewer);
  const figures = [
    view.ended_at === null ? `${formatDuration(view.seconds)} so far` : formatDuration(view.seconds),
    slidesReached(view.furthest_slide, view.slide_count),
    view.downloads > 0 ? `${view.downloads} ${view.downloads === 1 ? 'download' : 'downloads'}` : null,
  ].filter(Boolean);
  return (
    <li className={styles.view}>
      <p className={styles.heading}>
        <time dateTime={view.started_at}>{formatDateTime(view.started_at)}</time>
        {view.ended_at === null && <span className={styles.live}>Viewing now</span>}
      </p>
      <p className={styles.meta}>
        <span className={styles.who}>{who}</span>
        <span className="dm-icon-text">
          <Icon size={14} aria-hidden="true" />
          {deviceLabel(view.device)}
        </span>
      </p>
      <p className={`${styles.meta} dm-tabular-nums`}>{figures.join(' · ')}</p>
      <SlideSecondsChart slideSeconds={view.slide_seconds} label={`Seconds per slide, ${who}`} />
    </li>
  );
}
