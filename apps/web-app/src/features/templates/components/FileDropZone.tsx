import { useId, useState, type DragEvent } from 'react';
import { Button, type FieldError, fieldErrorMessages } from '@deckmill/ui';
import { isPptx, megabytes } from './formatting';
import styles from './FileDropZone.module.css';

const ACCEPT = '.pptx,application/vnd.openxmlformats-officedocument.presentationml.presentation';

export interface FileDropZoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: FieldError;
  disabled?: boolean;
}

/**
 * Drag a .pptx here or click to pick one (spec 2.3, 5): dropped files of other types are ignored silently;
 * a picked file shows its name and size with a Remove file action.
 */
export function FileDropZone({ file, onChange, error, disabled = false }: FileDropZoneProps) {
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const messages = fieldErrorMessages(error);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files).find(isPptx);
    if (dropped) onChange(dropped);
  };

  return (
    <div className={styles.field}>
      {file ? (
        <div className={styles.picked}>
          <div>
            <p className={styles.fileName}>{file.name}</p>
            <p className={styles.size}>{megabytes(file.size)}</p>
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
          <span className={styles.prompt}>Drag and drop your .pptx file here, or click to browse</span>
          <span className={styles.hint}>PowerPoint files (.pptx) up to 100MB</span>
          <input
            id={inputId}
            className="dm-visually-hidden"
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            aria-label="PowerPoint file"
            aria-invalid={messages.length > 0 || undefined}
            aria-describedby={messages.length > 0 ? errorId : undefined}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []).find(isPptx);
              if (picked) onChange(picked);
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
