import type { TemplateDetail } from '@deckmill/contracts';
import { Card } from '@deckmill/ui';
import styles from './SlidePreviews.module.css';

/** Slide thumbnails once the preview job has drawn them; 'Preview coming soon' until then (spec 2.3). */
export function SlidePreviews({ previews }: { previews: TemplateDetail['previews'] }) {
  const ready = previews.status === 'ready' && previews.urls.length > 0;
  return (
    <Card title="Preview">
      {ready ? (
        <ol className={styles.slides} aria-label="Slide previews">
          {previews.urls.map((url, index) => (
            <li key={url} className={styles.slide}>
              <img src={url} alt={`Slide ${index + 1}`} loading="lazy" className={styles.image} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.soon}>Preview coming soon</p>
      )}
    </Card>
  );
}
