import { useNavigate } from 'react-router';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useAcceptInvitationMutation, useDeclineInvitationMutation } from '../api/teamsApi';

/**
 * Accept or Decline an invitation named by its mail token or its id. Accepting opens the team with
 * "Welcome to <team>!"; declining says so (and, from a mail link, leaves the link's address); a spent,
 * expired or someone else's invitation says why in red.
 */
export function useAnswerInvitation(options: { fromLink?: boolean } = {}) {
  const [accept, acceptState] = useAcceptInvitationMutation();
  const [decline, declineState] = useDeclineInvitationMutation();
  const navigate = useNavigate();
  const { show } = useFlash();

  async function acceptOne(ref: string) {
    const result = await accept(ref);
    if ('error' in result) {
      show('alert', errorMessage(result.error) ?? 'The invitation could not be accepted.');
      return;
    }
    const { team } = result.data;
    navigate(paths.team(team.short_id), { state: flashState('success', `Welcome to ${team.name}!`) });
  }

  async function declineOne(ref: string) {
    const result = await decline(ref);
    if ('error' in result) {
      show('alert', errorMessage(result.error) ?? 'The invitation could not be declined.');
      return;
    }
    if (options.fromLink) {
      navigate(paths.teams, { replace: true, state: flashState('notice', 'Invitation declined.') });
    } else {
      show('notice', 'Invitation declined.');
    }
  }

  return { acceptOne, declineOne, busy: acceptState.isLoading || declineState.isLoading };
}
