import { PageHeader } from '@deckmill/ui';

/** /users/confirmation/new: sends the confirmation email again. */
export function ResendConfirmationPage() {
  return <PageHeader title="Resend confirmation instructions" />;
}
