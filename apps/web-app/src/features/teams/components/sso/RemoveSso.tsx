import { useState } from 'react';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import { useDeleteTeamSsoMutation } from '../../api/ssoApi';

/** Remove SSO (DELETE), after a confirmation: members sign in with passwords again. */
export function RemoveSso({ teamId }: { teamId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = useDeleteTeamSsoMutation();
  const { show } = useFlash();

  async function confirm() {
    const result = await remove({ id: teamId });
    setConfirming(false);
    if ('error' in result)
      show('alert', errorMessage(result.error) ?? 'Single sign-on could not be removed.');
    else show('notice', 'Single sign-on was removed.');
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Remove SSO
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Remove single sign-on"
        message="Members will sign in with their passwords again (anyone who has only used SSO can set one with Forgot your password). The provider settings and email domains are deleted."
        confirmLabel="Remove SSO"
        busyLabel="Removing..."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
