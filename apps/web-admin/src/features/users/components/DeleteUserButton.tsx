import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { adminPaths } from '../../../config/paths';
import { useDeleteAdminUserMutation } from '../api/usersApi';

/** Delete, after a confirmation; back to the users list with a notice. */
export function DeleteUserButton({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { isLoading }] = useDeleteAdminUserMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function confirm() {
    const result = await deleteUser(userId);
    setConfirming(false);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The user could not be deleted.');
    else await navigate(adminPaths.users, { state: flashState('notice', 'User was successfully deleted.') });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete User"
        message="Are you sure you want to delete this user? This action cannot be undone."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
