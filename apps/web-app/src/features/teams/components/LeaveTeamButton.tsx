import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useLeaveTeamMutation } from '../api/teamsApi';

/** A member leaves the team (the server refuses the last admin, with a message to promote someone first). */
export function LeaveTeamButton({ teamId }: { teamId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [leave, { isLoading }] = useLeaveTeamMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function confirm() {
    const result = await leave({ id: teamId });
    setConfirming(false);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'You could not leave the team.');
    else await navigate(paths.teams, { state: flashState('notice', 'You left the team.') });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Leave Team
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Leave Team"
        message="Are you sure you want to leave this team?"
        confirmLabel="Leave"
        busyLabel="Leaving..."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
