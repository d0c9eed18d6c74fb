import { signUpInBrowser } from './accounts';
import type { BrowserSession, RunningProduct } from './harness';

/** Follows the confirmation link mailed at sign-up: operators must have a confirmed address. */
export async function confirmByMail(
  browser: BrowserSession,
  product: RunningProduct,
  email: string,
): Promise<void> {
  const smtp = product.smtp;
  if (!smtp) throw new Error('start the product with an SMTP sink');
  const mail = await smtp.waitForMail(
    (m) => m.envelopeTo.includes(email) && /confirm/i.test(m.subject),
    30_000,
  );
  const href = /https?:\/\/[^\s"<>]*confirmation_token=[^\s"<>&]+/.exec(mail.text)?.[0];
  if (!href) throw new Error(`no confirmation link in the mail to ${email}`);
  const page = await browser.newPage();
  await page.goto(href);
  await page
    .getByText(/confirmed/i)
    .first()
    .waitFor();
  await page.close();
}

/**
 * Signs up the product's operator (the address in ADMIN_EMAIL) and confirms the address, which makes the
 * account an admin. The product must run with an SMTP sink.
 */
export async function signUpOperator(
  browser: BrowserSession,
  product: RunningProduct,
  email: string,
  name = 'Olivia Operator',
): Promise<void> {
  await signUpInBrowser(browser, product.baseUrl, { name, email });
  await confirmByMail(browser, product, email);
}
