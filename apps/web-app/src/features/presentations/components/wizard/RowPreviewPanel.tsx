import { useId, useState, type KeyboardEvent } from 'react';
import { SUPPORTED_LOCALES, type RowPreviewResponse } from '@deckmill/api-contracts';
import { Button, FormErrorBox, Spinner, TextInput } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { usePreviewRowMutation } from '../../api/presentationsApi';
import type { PreviewRows } from './rowPreviewValues';
import styles from './RowPreviewPanel.module.css';

export interface RowPreviewPanelProps {
  templateId: number;
  /** The decks the data makes, with their records (null: the data cannot be grouped as chosen). */
  rows: PreviewRows | null;
  locale: string;
  /** The template has `{{%picture}}` tags: the preview keeps its own pictures (the archive stays here). */
  withPictures: boolean;
}

/** The number typed, within the rows (1-based); null while it is not one. */
function rowNumber(text: string, count: number): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= count ? value : null;
}

/**
 * Step 3's "Preview a row": the chosen row's slides drawn on the server by LibreOffice, as the batch
 * will make them, before anything is generated. Inside the mapping form: its button never submits the form.
 */
export function RowPreviewPanel({ templateId, rows, locale, withPictures }: RowPreviewPanelProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('1');
  const [shown, setShown] = useState<{ row: number; answer: RowPreviewResponse } | null>(null);
  const [previewRow, request] = usePreviewRowMutation();
  const count = rows?.count ?? 0;
  const chosen = rowNumber(typed, count);
  const row = chosen === null ? undefined : rows?.row(chosen - 1);

  const preview = async () => {
    if (chosen === null || !row) return;
    const tag = SUPPORTED_LOCALES.find((supported) => supported.tag === locale)?.tag;
    const answer = await previewRow({ templateId, values: row.values, ...(tag ? { locale: tag } : {}) })
      .unwrap()
      .catch(() => null);
    if (answer) setShown({ row: chosen, answer });
  };
  const previewOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void preview();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Preview a row
      </h3>
      {rows === null ? (
        <p className={styles.caption}>
          The rows cannot be grouped by that column, so there is nothing to preview.
        </p>
      ) : (
        <>
          <div className={styles.picker}>
            <TextInput
              label={`Row (1 to ${count.toLocaleString('en-US')})`}
              type="number"
              inputMode="numeric"
              min={1}
              max={count}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={previewOnEnter}
              hint={row ? row.label : `Enter a number from 1 to ${count.toLocaleString('en-US')}.`}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => void preview()}
              disabled={chosen === null || request.isLoading}
            >
              Preview
            </Button>
          </div>
          {withPictures && (
            <p className={styles.caption}>
              Pictures from your images archive are not sent for a preview: the template&apos;s own pictures
              stand in for them.
            </p>
          )}
        </>
      )}
      {request.isLoading && <Spinner label="Drawing the slides..." />}
      {request.error && !request.isLoading && (
        <FormErrorBox message={errorMessage(request.error) ?? 'The preview could not be drawn.'} />
      )}
      {shown && !request.isLoading && <PreviewAnswer row={shown.row} answer={shown.answer} />}
    </section>
  );
}

function PreviewAnswer({ row, answer }: { row: number; answer: RowPreviewResponse }) {
  if (answer.status === 'unavailable') {
    return (
      <div role="note">
        <p className={styles.unavailable}>
          <strong>{answer.reason}</strong>
        </p>
        <p className={styles.hint}>{answer.install_hint}</p>
      </div>
    );
  }
  const total = answer.slides.length;
  return (
    <>
      <p className={styles.caption}>
        Row {row}: {total} slide{total === 1 ? '' : 's'}
      </p>
      <ul className={styles.strip} aria-label={`Slides of row ${row}`}>
        {answer.slides.map((slide, index) => (
          <li key={slide.url}>
            <img
              className={styles.slide}
              src={slide.url}
              width={slide.width}
              height={slide.height}
              alt={`Slide ${index + 1} of row ${row}`}
            />
          </li>
        ))}
      </ul>
      {answer.notes.length > 0 && (
        <ul className={styles.caption}>
          {answer.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
