import { formatDuration } from '../../../lib/viewing';
import styles from './SlideSecondsChart.module.css';

/** Up to this many slides every bar is numbered; beyond, the first and every fifth (the numbers would touch). */
const EVERY_NUMBER_UP_TO = 12;

/**
 * A view's seconds per slide as small CSS bars, the longest full height, numbered under the baseline. The bars
 * and numbers are pictures only; each slide's figure is in words beside it for screen readers (and in its
 * tooltip for the pointer).
 */
export function SlideSecondsChart({ slideSeconds, label }: { slideSeconds: number[]; label: string }) {
  if (slideSeconds.length === 0) return null;
  const longest = Math.max(...slideSeconds, 1);
  return (
    <ol className={styles.chart} aria-label={label}>
      {slideSeconds.map((seconds, index) => {
        const text = `Slide ${index + 1}: ${seconds > 0 ? formatDuration(seconds) : 'not seen'}`;
        return (
          <li key={index} className={styles.slide} title={text}>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.bar}
                data-empty={seconds === 0 || undefined}
                style={{ height: `${Math.max((seconds / longest) * 100, seconds > 0 ? 6 : 0)}%` }}
              />
            </span>
            <span className={styles.number} aria-hidden="true">
              {numbered(index, slideSeconds.length) ? index + 1 : ''}
            </span>
            <span className="dm-visually-hidden">{text}</span>
          </li>
        );
      })}
    </ol>
  );
}

function numbered(index: number, slides: number): boolean {
  return slides <= EVERY_NUMBER_UP_TO || index === 0 || (index + 1) % 5 === 0;
}
