import { PageHeader } from '@deckmill/ui';

/** /users/sign_up: name, optional company, email and password (spec 2.2). */
export function SignUpPage() {
  return <PageHeader title="Create your account" />;
}
