import type { TestClient } from './test-client';
import type { TestStack } from './test-stack';

/**
 * The invitee's side of a team invitation, for suites that need someone in a team: nobody joins without
 * accepting, so this waits for the newest invitation mail to `email` and accepts it with the
 * link's token as the signed-in `invitee`. Call it right after the invitation was sent.
 */
export async function acceptInvitationFromMail(
  stack: TestStack,
  invitee: TestClient,
  email: string,
  alreadyReceived = 0,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = stack.smtp.messages.filter(
      (m) => m.envelopeTo.includes(email) && /invited to join/.test(m.subject),
    );
    const token = /[?&]invitation=([\w-]+)/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
    if (mails.length > alreadyReceived && token) {
      const res = await invitee.post(`/api/app/invitations/${token}/accept`);
      if (res.status !== 200) throw new Error(`accepting the invitation failed: ${res.status} ${res.text}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`No invitation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many invitation mails `email` has received so far (pass it to acceptInvitationFromMail). */
export function invitationMailCount(stack: TestStack, email: string): number {
  return stack.smtp.messages.filter((m) => m.envelopeTo.includes(email) && /invited to join/.test(m.subject))
    .length;
}
