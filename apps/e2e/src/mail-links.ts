import type { SmtpSink } from '@deckmill/testing';

/** The first link on the product's host in the newest mail to `to` whose subject matches. */
async function mailedLink(smtp: SmtpSink, to: string, subject: RegExp, baseUrl: string, path = '/') {
  const mail = await smtp.waitForMail((m) => m.envelopeTo.includes(to) && subject.test(m.subject), 20_000);
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(`${baseUrl}${path}`));
  if (!link) throw new Error(`No link to ${baseUrl}${path} in "${mail.subject}"`);
  return link;
}

/** The link on the product's host in the invitation mail to `to`. */
export function invitationLink(smtp: SmtpSink, to: string, baseUrl: string): Promise<string> {
  return mailedLink(smtp, to, /invited to join/, baseUrl);
}

/** The confirmation link mailed at sign-up to `to`. */
export function confirmationLink(smtp: SmtpSink, to: string, baseUrl: string): Promise<string> {
  return mailedLink(smtp, to, /Confirm/, baseUrl, '/users/confirmation');
}
