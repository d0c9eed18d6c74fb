import { Button, FullPageMessage } from '@deckmill/ui';
import { errorMessage, type HookError } from '@deckmill/web-data';

export function SessionError({ error, onRetry }: { error: HookError; onRetry: () => void }) {
  return (
    <FullPageMessage
      title="We could not load your account"
      message={errorMessage(error) ?? 'Please try again.'}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
