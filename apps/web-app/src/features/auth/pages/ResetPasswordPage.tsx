import { PageHeader } from '@deckmill/ui';

/** /users/password/edit?reset_password_token=...: sets a new password (spec 2.2). */
export function ResetPasswordPage() {
  return <PageHeader title="Reset your password" />;
}
