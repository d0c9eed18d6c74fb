import { useState } from 'react';
import type { TemplateDetail } from '@deckmill/api-contracts';
import { Button, Card } from '@deckmill/ui';
import { OfficeNotice, type OfficeTool } from '../../../components/OfficeNotice';
import styles from './SlidePreviews.module.css';

/** A long deck shows this many slides until "Show all" is pressed. */
export const COLLAPSED_SLIDES = 8;

const WAITING: Record<Exclude<TemplateDetail['previews']['status'], 'ready' | 'unavailable'>, string> = {
  pending: 'Generating previews…',
  failed: 'The previews could not be generated.',
};

/**
 * Slide thumbnails once the preview job has drawn them, "Generating previews…" while it runs; a long
 * deck's strip is folded to its first slides.
 */
export function SlidePreviews({
  previews,
  officeMissing,
}: {
  previews: TemplateDetail['previews'];
  /** What the server lacks for previews, when known (the notice names it). */
  officeMissing?: readonly OfficeTool[];
}) {
  const [expanded, setExpanded] = useState(false);
  const ready = previews.status === 'ready' && previews.urls.length > 0;
  if (previews.status === 'unavailable') {
    // LibreOffice is missing where Deckmill runs: say what to install (previews stay off until then).
    return (
      <Card title="Preview">
        <p className={styles.soon}>
          <OfficeNotice missing={officeMissing} />
        </p>
      </Card>
    );
  }
  if (!ready) {
    const message = previews.status === 'ready' ? 'Preview coming soon' : WAITING[previews.status];
    return (
      <Card title="Preview">
        <p className={styles.soon} role="status" aria-busy={previews.status === 'pending' || undefined}>
          {message}
        </p>
      </Card>
    );
  }
  const long = previews.urls.length > COLLAPSED_SLIDES;
  const shown = long && !expanded ? previews.urls.slice(0, COLLAPSED_SLIDES) : previews.urls;
  return (
    <Card title="Preview">
      <ol className={styles.slides} aria-label="Slide previews" id="template-slide-previews">
        {shown.map((url, index) => (
          <li key={url} className={styles.slide}>
            <img src={url} alt={`Slide ${index + 1}`} loading="lazy" className={styles.image} />
          </li>
        ))}
      </ol>
      {long && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls="template-slide-previews"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? `Show the first ${COLLAPSED_SLIDES} slides` : `Show all ${previews.urls.length} slides`}
        </Button>
      )}
    </Card>
  );
}
