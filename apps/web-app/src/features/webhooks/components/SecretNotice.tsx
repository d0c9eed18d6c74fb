import { Button, CopyButton, TextInput } from '@deckmill/ui';
import styles from './Webhooks.module.css';

/** A signing secret, shown this once (after create or rotate), with a copy button and a warning. */
export function SecretNotice({
  url,
  secret,
  onDismiss,
}: {
  url: string;
  secret: string;
  onDismiss: () => void;
}) {
  return (
    <section className={styles.secret} aria-label="New signing secret">
      <p role="status">
        Copy the signing secret of <strong>{url}</strong> now: it is shown only this once. Use it to verify
        the <code>Deckmill-Signature</code> header of every delivery.
      </p>
      <TextInput
        label="Signing secret"
        name="secret"
        readOnly
        monospace
        value={secret}
        onFocus={(e) => e.target.select()}
      />
      <div className={styles.actions}>
        <CopyButton value={secret} label="Copy secret" />
        <Button variant="secondary" onClick={onDismiss}>
          I have copied it
        </Button>
      </div>
    </section>
  );
}
