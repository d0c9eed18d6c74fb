import { useState, type FormEvent } from 'react';
import {
  Button,
  buttonClassName,
  Card,
  Dialog,
  DialogActions,
  FormErrorBox,
  SubmitButton,
  TextInput,
} from '@deckmill/ui';
import { errorMessage, fieldErrors, useFlash } from '@deckmill/web-data';
import { externalPaths } from '../../../../config/paths';
import { leaveApp } from '../../../../lib/leaveApp';
import { DATA_EXPORT_URL, useDeleteAccountMutation } from '../api/yourDataApi';
import styles from './YourDataSection.module.css';

/** What a deletion takes with it, said before the user decides (docs/accounts.md). */
const DELETED = [
  'your templates',
  'your batches and their rows',
  'your generated decks and PDFs',
  'your API keys and webhooks',
];

/** The audit trail outlives the account on purpose (docs/data-retention.md): said, never hidden. */
const KEPT =
  'The record of what was done on your account (the activity log) is kept for its retention period, as security and compliance require, and then deleted.';

/**
 * Settings → Your data: download everything as a ZIP, and delete the account (after the password, with the
 * download offered first).
 */
export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  const { show } = useFlash();
  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>Your data</h2>
      <p>
        Download a ZIP of everything Deckmill holds about you: your profile, teams and subscription
        (profile.json), the templates you uploaded with their .pptx files, your batches with the rows you
        uploaded (one CSV per batch), and your activity log (activity.jsonl).
      </p>
      <div className={styles.actions}>
        <a
          href={DATA_EXPORT_URL}
          className={buttonClassName({ variant: 'secondary' })}
          download
          onClick={() => show('notice', 'Preparing your data export: the ZIP download starts in a moment.')}
        >
          Download my data
        </a>
      </div>
      <h2 className={styles.heading}>Delete my account</h2>
      <p>
        Deleting your account removes {DELETED.join(', ')}. It cannot be undone: download your data first if
        you want to keep a copy. {KEPT}
      </p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account...
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading, error }] = useDeleteAccountMutation();
  const errors = fieldErrors(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const deleted = await deleteAccount({ current_password: password })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (deleted) leaveApp(externalPaths.home);
  }

  return (
    <Dialog open={open} title="Delete your account?" role="alertdialog" onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <p>
          This removes {DELETED.join(', ')}, for good. {KEPT}{' '}
          <a href={DATA_EXPORT_URL} download>
            Download your data first
          </a>{' '}
          if you want a copy.
        </p>
        <FormErrorBox message={errorMessage(error)} />
        <TextInput
          label="Your password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors['current_password']}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <SubmitButton variant="danger" busy={isLoading} busyLabel="Deleting...">
            Delete my account
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
