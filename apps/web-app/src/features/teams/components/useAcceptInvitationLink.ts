import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../app/routing/paths';
import { useAcceptInvitationMutation } from '../api/teamsApi';

/**
 * The invitation e-mail leads through sign-up to /app/teams?invitation=<token>: accept it once, then open the
 * team. A spent or expired link says so in a red flash and leaves the user on their teams.
 */
export function useAcceptInvitationLink(): { accepting: boolean } {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const { show } = useFlash();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    accept(token)
      .unwrap()
      .then(({ team }) =>
        navigate(paths.team(team.short_id), {
          replace: true,
          state: flashState('success', `Welcome to ${team.name}!`),
        }),
      )
      .catch((error: unknown) =>
        show('alert', errorMessage(error) ?? 'The invitation could not be accepted.'),
      );
  }, [token, accept, navigate, show]);

  return { accepting: Boolean(token) && isLoading };
}
