import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, ConfirmDialog } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useDeleteTeamMutation } from '../api/teamsApi';

/** Team Settings' Delete Team section, behind a confirmation. */
export function DeleteTeamSection({ teamId, className }: { teamId: string; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const [deleteTeam, { isLoading }] = useDeleteTeamMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function confirm() {
    const result = await deleteTeam({ id: teamId });
    setConfirming(false);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The team could not be deleted.');
    else await navigate(paths.teams, { state: flashState('notice', 'Team was successfully deleted.') });
  }

  return (
    <Card title="Delete Team" className={className}>
      <p>Deleting the team removes every member. Templates shared with it return to their owners.</p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete Team
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete Team"
        message="Are you sure you want to delete this team? This action cannot be undone."
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
