import {
  csrfToken,
  invitationLink,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';
import { upgradeToStarter } from '../src/plans';

/** An admin who demotes or removes themselves is asked first, in an accessible alert dialog. */
describe('an admin changing their own membership', () => {
  let product: RunningProduct;
  let ada: BrowserSession;
  let grace: BrowserSession;
  const graceEmail = `grace-${Date.now()}@example.test`;

  beforeAll(async () => {
    product = await startProduct({ smtp: true });
    ada = await openBrowser();
    grace = await openBrowser();
    await signUpInBrowser(ada, product.baseUrl, { name: 'Ada Lovelace' });
    await signUpInBrowser(grace, product.baseUrl, { name: 'Grace Hopper', email: graceEmail });
  }, 120_000);

  afterAll(async () => {
    await ada?.close();
    await grace?.close();
    await product?.dispose();
  });

  it('asks before demoting and before removing oneself, and Cancel changes nothing', async () => {
    const base = product.baseUrl;
    const page = await ada.newPage();
    await upgradeToStarter(page, base);
    const created = await ada.context.request.post(`${base}/api/app/teams`, {
      headers: { 'x-csrf-token': await csrfToken(ada, base) },
      data: { team: { name: 'Marketing' } },
    });
    const { short_id: shortId } = (await created.json()) as { short_id: string };
    await page.goto(`${base}/app/teams/${shortId}`);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Member' });
    await invite.getByLabel('Email').fill(graceEmail);
    await invite.getByLabel('Role').selectOption('admin');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    // Nobody joins without accepting: Grace follows the mailed link and accepts.
    const invitation = await grace.newPage();
    if (!product.smtp) throw new Error('the product runs without an SMTP sink');
    await invitation.goto(await invitationLink(product.smtp, graceEmail, base));
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor();
    await page.reload();
    await page
      .getByText(/Grace Hopper/)
      .first()
      .waitFor();

    const own = await grace.newPage();
    await own.goto(`${base}/app/teams/${shortId}`);
    await own.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor();
    const ownRole = own.getByRole('combobox', { name: 'Role of Grace Hopper' });
    await ownRole.selectOption('member');
    const demote = own.getByRole('alertdialog', { name: 'Make Yourself a Member' });
    await demote.getByText(/give up your admin role/).waitFor();
    await own.keyboard.press('Escape');
    await demote.waitFor({ state: 'hidden' });
    await expect(ownRole.inputValue()).resolves.toBe('admin');
    const team = await grace.context.request.get(`${base}/api/app/teams/${shortId}`);
    expect(((await team.json()) as { role: string }).role).toBe('admin');

    await own.getByRole('button', { name: 'Remove Grace Hopper' }).click();
    const remove = own.getByRole('alertdialog', { name: 'Remove Yourself' });
    await remove.getByRole('button', { name: 'Remove me' }).click();
    await own.waitForURL(`${base}/app/teams`);
    await own.getByText('You left the team.').waitFor();
    // The team's own page, still refreshing as Grace leaves it, answers her 404 once: nothing else may fail.
    const unexpected = ada.consoleErrors
      .concat(grace.consoleErrors)
      .filter((error) => !/status of 404/.test(error));
    expect(unexpected).toEqual([]);
  }, 180_000);
});
