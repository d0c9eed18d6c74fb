import { useId, useState, type DragEvent } from 'react';
import { Button, type FieldError, fieldErrorMessages } from '@deckmill/ui';
import styles from './FileDropZone.module.css';

export interface FileDropZoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The file types the picker offers (`accept`), and the check dropped or picked files must pass. */
  accept: string;
  isAccepted: (file: File) => boolean;
  prompt: string;
  hint: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** The picked file's second line (its size, its rows). */
  describe?: (file: File) => string;
  error?: FieldError;
  disabled?: boolean;
  /** A dropped or picked file `isAccepted` refused (none given: it is ignored). */
  onRefused?: (file: File) => void;
}

/**
 * Drag a file here or click to pick one (templates and the wizard's data file share it): a file of another type
 * goes to `onRefused` (to say why), or is ignored without it; a picked file shows its name and a Remove file
 * action.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const { file, onChange, isAccepted, error, disabled = false } = props;
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const messages = fieldErrorMessages(error);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    take(Array.from(event.dataTransfer.files));
  };

  const take = (files: readonly File[]) => {
    const accepted = files.find(isAccepted);
    if (accepted) onChange(accepted);
    else if (files[0]) props.onRefused?.(files[0]);
  };

  return (
    <div className={styles.field}>
      {file ? (
        <div className={styles.picked}>
          <div>
            <p className={styles.fileName}>{file.name}</p>
            {props.describe && <p className={styles.size}>{props.describe(file)}</p>}
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
            Remove file
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={styles.zone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className={styles.prompt}>{props.prompt}</span>
          <span className={styles.hint}>{props.hint}</span>
          <input
            id={inputId}
            className="dm-visually-hidden"
            type="file"
            accept={props.accept}
            disabled={disabled}
            aria-label={props.inputLabel}
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length > 0 ? errorId : undefined}
            onChange={(event) => {
              take(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      )}
      {messages.length > 0 && (
        <p id={errorId} className={styles.error}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
