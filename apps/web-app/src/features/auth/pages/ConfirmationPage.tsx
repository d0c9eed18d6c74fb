import { PageHeader } from '@deckmill/ui';

/** /users/confirmation?confirmation_token=...: confirms the account's email address. */
export function ConfirmationPage() {
  return <PageHeader title="Confirm your email" />;
}
