import { ImageIcon } from 'lucide-react';
import { archiveHas, pictureValueKind, rowsMissingPicture, type PictureFit } from './pictureValues';
import styles from './Wizard.module.css';

/** What step 3 knows about the pictures: the archive's names (null: none chosen or unknown) and every row. */
export interface PictureContext {
  readonly archiveChosen: boolean;
  readonly names: ReadonlySet<string> | null;
  readonly records: readonly Readonly<Record<string, string>>[];
}

const FIT_TEXT: Record<PictureFit, string> = {
  cover: 'fills the frame',
  contain: 'fits inside the frame',
};

/** A long value (a data: URI is the whole picture) cut to what the hint can show. */
function shortened(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

function RowOne({ value, context }: { value: string; context: PictureContext }) {
  const shown = `Row 1: ${shortened(value.trim())}`;
  switch (pictureValueKind(value)) {
    case 'empty':
      return <span className={styles.hintLine}>Row 1: (empty), the template&apos;s picture stays</span>;
    case 'data-uri':
      return <span className={styles.hintLine}>{shown} (a data: URI, the picture itself)</span>;
    case 'url':
      return <span className={styles.hintLine}>{shown} (a web address)</span>;
    case 'insecure-url':
      return (
        <span className={`${styles.hintLine} ${styles.warning}`}>
          {shown}: only https:// addresses are fetched
        </span>
      );
    case 'file':
      if (!context.archiveChosen) {
        return (
          <span className={`${styles.hintLine} ${styles.warning}`}>
            {shown} (a file name): no images archive chosen
          </span>
        );
      }
      if (!context.names) return <span className={styles.hintLine}>{shown} (a file in the archive)</span>;
      return archiveHas(context.names, value) ? (
        <span className={styles.hintLine}>{shown} (in the archive)</span>
      ) : (
        <span className={`${styles.hintLine} ${styles.warning}`}>{shown}: not in the archive</span>
      );
  }
}

/** "Picture, fills the frame": what marks a picture's column choice (the icon is decoration). */
export function PictureMarker({ fit }: { fit: PictureFit }) {
  return (
    <span className={`${styles.hintLine} ${styles.pictureMarker}`}>
      <ImageIcon aria-hidden="true" size={14} /> Picture, {FIT_TEXT[fit]}
    </span>
  );
}

/**
 * Under a picture's column choice: that it is a picture and how it fits, what row 1's value names, and how
 * many rows name a file the archive lacks (a warning: those decks keep the template's picture).
 */
export function PictureHint(props: { fit: PictureFit; column: string; context: PictureContext }) {
  const { fit, column, context } = props;
  const rows = context.records.length;
  const missing = column && context.names ? rowsMissingPicture(context.records, column, context.names) : 0;
  return (
    <>
      <PictureMarker fit={fit} />
      {column && <RowOne value={context.records[0]?.[column] ?? ''} context={context} />}
      {missing > 0 && (
        <span className={`${styles.hintLine} ${styles.warning}`}>
          {missing.toLocaleString('en-US')} of {rows.toLocaleString('en-US')} row{rows === 1 ? '' : 's'}{' '}
          {missing === 1 ? 'names' : 'name'} a picture the archive lacks.
        </span>
      )}
    </>
  );
}
