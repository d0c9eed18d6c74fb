import { MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/api-contracts';
import { fieldErrorMessages, type FieldError } from '@deckmill/ui';
import { FileDropZone } from '../../../../components/FileDropZone';
import styles from './Wizard.module.css';

export interface ImagesArchivePickerProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The client's check (not a .zip, too large) or the server's answer on `images_file`. */
  error?: FieldError;
  /** How many file names the archive holds, once read. */
  fileCount: number | null;
}

function describeArchive(count: number | null) {
  return (file: File) => {
    const size = `${(file.size / (1024 * 1024)).toFixed(1)} MB`;
    return count === null ? size : `${size}, ${count.toLocaleString('en-US')} file${count === 1 ? '' : 's'}`;
  };
}

/** Step 2, for templates with `{{%name}}` pictures: the optional .zip of the pictures the rows name. */
export function ImagesArchivePicker({ file, onFile, error, fileCount }: ImagesArchivePickerProps) {
  return (
    <div className={styles.preview} role="group" aria-labelledby="wizard-images-title">
      <h3 id="wizard-images-title" className={styles.subtitle}>
        Images (.zip) <span className={styles.muted}>(optional)</span>
      </h3>
      <p className={styles.muted}>
        Rows name pictures by file name inside this archive (folders allowed), or give a data: URI or an
        https:// address.
      </p>
      <FileDropZone
        file={file}
        onChange={onFile}
        accept=".zip,application/zip"
        // Every file gets through: one that is not a .zip is refused with a message, not ignored.
        isAccepted={() => true}
        prompt="Drag and drop the .zip of pictures here, or click to browse"
        hint={`Up to ${MAX_IMAGES_ARCHIVE_BYTES / (1024 * 1024)} MB`}
        inputLabel="Images archive (.zip)"
        describe={describeArchive(fileCount)}
        error={error}
      />
    </div>
  );
}

/** Step 3, after the server refused the archive: why, and where to choose another (the picker is at step 2). */
export function ImagesArchiveRefused({ error }: { error: FieldError }) {
  const messages = fieldErrorMessages(error);
  if (messages.length === 0) return null;
  return <p className={styles.error}>Images archive: {messages.join(' ')} Go Back to choose another.</p>;
}
