import type { ReactNode } from 'react';
import { Flash, FormErrorBox, Spinner } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';

export interface TokenLinkResultProps {
  busyText: string;
  /** The server's success message, once the link worked. */
  message?: string;
  error: unknown;
  /** What to offer once done (a link on, or to try again). */
  next: ReactNode;
}

/** The outcome of following an emailed link: working, a green message, or the red error. */
export function TokenLinkResult({ busyText, message, error, next }: TokenLinkResultProps) {
  if (error) {
    return (
      <>
        <FormErrorBox message={errorMessage(error)} />
        {next}
      </>
    );
  }
  if (!message) {
    return (
      <p role="status">
        <Spinner size="sm" decorative /> {busyText}
      </p>
    );
  }
  return (
    <>
      <Flash kind="notice" message={message} />
      {next}
    </>
  );
}
