import { PageHeader } from '@deckmill/ui';

/** /users/sign_in: email, password and remember me (spec 2.2). */
export function SignInPage() {
  return <PageHeader title="Sign in" />;
}
