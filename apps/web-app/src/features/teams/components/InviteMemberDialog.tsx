import { useState, type FormEvent } from 'react';
import type { TeamRole } from '@deckmill/api-contracts';
import {
  Button,
  Dialog,
  DialogActions,
  FormErrorBox,
  SelectInput,
  SubmitButton,
  TextInput,
} from '@deckmill/ui';
import { errorMessage, fieldErrors, useFlash } from '@deckmill/web-data';
import { useInviteMemberMutation } from '../api/teamsApi';
import { ROLE_OPTIONS } from './roles';

interface InviteMemberDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
}

/** Invite Member: email and role; closes and resets after a successful send. */
export function InviteMemberDialog({ teamId, open, onClose }: InviteMemberDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [invite, { isLoading, error, reset }] = useInviteMemberMutation();
  const { show } = useFlash();
  const errors = fieldErrors(error);

  function close() {
    setEmail('');
    setRole('member');
    reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await invite({ id: teamId, email, role });
    if ('error' in result) return;
    close();
    // Everyone is invited alike (no one joins before accepting), so the message never tells who has an account.
    show('notice', `Invitation sent to ${email}. It is valid for 7 days.`);
  }

  return (
    <Dialog open={open} title="Invite Member" onClose={close}>
      <form onSubmit={submit} aria-label="Invite Member">
        <FormErrorBox message={errors.email || errors.role ? undefined : errorMessage(error)} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <SelectInput
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'member')}
          error={errors.role}
        />
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <SubmitButton busy={isLoading} busyLabel="Sending...">
            Send Invitation
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
