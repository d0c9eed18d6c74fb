import { fixtureDeck } from '@deckmill/testing';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { SmtpSink } from '@deckmill/testing';
import {
  TEST_PASSWORD,
  confirmationLink,
  csrfToken,
  invitationLink,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';
import { upgradeToStarter } from '../src/plans';

const DECK = fixtureDeck('automizer-TextReplace.pptx');

/** Uploads the fixture deck shared with the team, through the API in the admin's context. */
async function shareTemplate(browser: BrowserSession, baseUrl: string, teamId: number): Promise<void> {
  const res = await browser.context.request.post(`${baseUrl}/api/app/templates`, {
    headers: { 'x-csrf-token': await csrfToken(browser, baseUrl) },
    multipart: {
      'template[name]': 'Quarterly Review',
      'template[team_id]': String(teamId),
      'template[file]': {
        name: 'Quarterly Review.pptx',
        mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        buffer: readFileSync(DECK),
      },
    },
  });
  if (res.status() >= 300) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
}

/** Polls a page condition until it holds (the list refreshes after each change), failing after 10 s. */
async function eventually(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Picks a role in a member's selector and waits for the server's answer. */
async function chooseRole(page: Page, memberName: string, role: 'admin' | 'member'): Promise<void> {
  const answered = page.waitForResponse(
    (res) => res.url().includes('/update_role') && res.request().method() === 'PATCH',
  );
  await page.getByRole('combobox', { name: `Role of ${memberName}` }).selectOption(role);
  expect((await answered).status()).toBe(200);
}

describe('teams in the browser', () => {
  let product: RunningProduct;
  let smtp: SmtpSink;
  let admin: BrowserSession;
  let invitee: BrowserSession;
  const adminEmail = `ada-${Date.now()}@example.test`;
  const inviteeEmail = `grace-${Date.now()}@example.test`;

  beforeAll(async () => {
    product = await startProduct({ smtp: true });
    if (!product.smtp) throw new Error('the product was started without the SMTP sink');
    smtp = product.smtp;
    admin = await openBrowser();
    invitee = await openBrowser();
    await signUpInBrowser(admin, product.baseUrl, { email: adminEmail });
  });

  afterAll(async () => {
    await admin?.close();
    await invitee?.close();
    await product?.dispose();
  });

  it('creates a team, invites by e-mail, the invitee signs up from the mail and sees the shared template; promote, demote, remove', async () => {
    const base = product.baseUrl;
    const page = await admin.newPage();
    await upgradeToStarter(page, base);

    // Create the team from the empty state.
    await page.goto(`${base}/app/teams`);
    await page.getByRole('heading', { name: 'No teams yet' }).waitFor();
    await page.getByText('Create a team to collaborate with others.').waitFor();
    await page.getByRole('link', { name: 'Create Team' }).first().click();
    await page.waitForURL(`${base}/app/teams/new`);
    await expect(page.getByLabel('Team Name').getAttribute('placeholder')).resolves.toBe(
      'e.g., Marketing Team',
    );
    await page.getByLabel('Team Name').fill('Marketing');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor();
    const teamUrl = page.url();
    const shortId = new URL(teamUrl).pathname.split('/').pop() ?? '';
    expect(shortId).toMatch(/^[A-Za-z0-9_-]{10}$/);
    // The sole admin's role is a badge, not a selector.
    await expect(page.getByRole('combobox', { name: 'Role of Ada Lovelace' }).count()).resolves.toBe(0);

    const teams = await admin.context.request.get(`${base}/api/app/teams`);
    const [team] = ((await teams.json()) as { teams: { id: number; short_id: string }[] }).teams;
    expect(team?.short_id).toBe(shortId);
    await shareTemplate(admin, base, team?.id ?? 0);

    // Invite by e-mail: the dialog closes and the invitation waits in the pending list.
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByLabel('Email').fill(inviteeEmail);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText(`Invitation sent to ${inviteeEmail}. It is valid for 7 days.`).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await page.getByRole('list', { name: 'Pending invitations' }).getByText(inviteeEmail).waitFor();

    // Resend in embedded mode, where the product has one database connection: the resend once asked identity
    // about the invitee while it held the team's lock, and answered 504 after 30 s with the server stalled.
    await smtp.waitForMail(
      (m) => m.envelopeTo.includes(inviteeEmail) && /invited to join/.test(m.subject),
      20_000,
    );
    smtp.clear();
    await page
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('button', { name: 'Resend' })
      .click();
    await page.getByText(`Invitation sent again to ${inviteeEmail}.`).waitFor({ timeout: 15_000 });

    // The invitee follows the new mail's link: sign-up names the sender and the team and prefills the
    // address; signing up with it confirms the address (the link proves the mailbox, so no confirmation
    // mail) and joins the team at once; signing in opens the team.
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(await invitationLink(smtp, inviteeEmail, base));
    await inviteePage.getByText(/Ada Lovelace invited you to join Marketing/).waitFor();
    await expect(inviteePage.getByLabel('Email').inputValue()).resolves.toBe(inviteeEmail);
    await inviteePage.getByLabel('Full name').fill('Grace Hopper');
    await inviteePage.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await inviteePage.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await inviteePage.getByRole('button', { name: 'Create account' }).click();
    await inviteePage.getByRole('heading', { name: 'Welcome to Marketing' }).waitFor();
    await inviteePage.getByRole('link', { name: 'Sign in' }).click();
    await inviteePage.getByLabel('Email').fill(inviteeEmail);
    await inviteePage.getByLabel('Password').fill(TEST_PASSWORD);
    await inviteePage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await inviteePage.waitForURL(teamUrl);
    await inviteePage.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor();
    await expect(inviteePage.getByText(/Resend confirmation email/).count()).resolves.toBe(0);
    expect(
      smtp.messages.filter((m) => m.envelopeTo.includes(inviteeEmail) && /confirm/i.test(m.subject)),
    ).toEqual([]);
    await expect(inviteePage.getByRole('button', { name: 'Invite Member' }).count()).resolves.toBe(0);

    // The team's template is in the invitee's library with the team's badge.
    await inviteePage.goto(`${base}/app/templates`);
    const library = inviteePage.getByRole('list', { name: 'Your templates' });
    await library.getByRole('link', { name: 'Quarterly Review' }).waitFor();
    await library.getByText('Marketing').waitFor();

    // The admin sees the new member, promotes then demotes them, and removes them.
    await page.reload();
    await page.getByRole('combobox', { name: 'Role of Grace Hopper' }).waitFor();
    await expect(page.getByRole('list', { name: 'Pending invitations' }).count()).resolves.toBe(0);
    await chooseRole(page, 'Grace Hopper', 'admin');
    await eventually(
      () => page.getByRole('combobox', { name: 'Role of Ada Lovelace' }).isEnabled(),
      'a second admin unlocks the first',
    );
    await chooseRole(page, 'Grace Hopper', 'member');
    await eventually(
      async () => (await page.getByRole('combobox', { name: 'Role of Ada Lovelace' }).count()) === 0,
      'the sole admin is locked again (a badge, no role to choose)',
    );
    await expect(page.getByRole('button', { name: 'Remove Ada Lovelace' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to remove this member?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(/was removed from the team\./).waitFor();
    await eventually(
      async () => (await page.getByRole('combobox', { name: 'Role of Grace Hopper' }).count()) === 0,
      'the removed member leaves the list',
    );

    // The removed member no longer reaches the team or its template.
    await inviteePage.goto(teamUrl);
    await inviteePage.getByRole('heading', { name: 'Team not found' }).waitFor();
    await inviteePage.goto(`${base}/app/templates`);
    await inviteePage.getByRole('heading', { name: 'No templates yet' }).waitFor();
  });

  it('invites a user who has an account: same answer as for anyone, and they join only by accepting', async () => {
    const base = product.baseUrl;
    const colleague = await openBrowser();
    try {
      const colleagueEmail = `linus-${Date.now()}@example.test`;
      await signUpInBrowser(colleague, base, { name: 'Linus Torvalds', email: colleagueEmail });
      const colleaguePage = await colleague.newPage();
      await colleaguePage.goto(await confirmationLink(smtp, colleagueEmail, base));
      await colleaguePage.getByText('Your email address has been successfully confirmed.').waitFor();

      const page = await admin.newPage();
      await page.goto(`${base}/app/teams`);
      await page.getByRole('link', { name: 'Marketing' }).click();
      await page.getByRole('button', { name: 'Invite Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Member' });
      await dialog.getByLabel('Email').fill(colleagueEmail);
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      // The admin learns nothing about the account: no name, and the invitation waits like any other.
      await page.getByText(`Invitation sent to ${colleagueEmail}. It is valid for 7 days.`).waitFor();
      await page.getByRole('list', { name: 'Pending invitations' }).getByText(colleagueEmail).waitFor();
      await expect(page.getByText('Linus Torvalds').count()).resolves.toBe(0);

      // The mail links to the teams page of the app (the address has an account).
      const link = await invitationLink(smtp, colleagueEmail, base);
      expect(new URL(link).pathname).toBe('/app/teams');

      // The dashboard tells of the invitation; the teams page has Accept and Decline.
      await colleaguePage.goto(`${base}/dashboard`);
      await colleaguePage.getByText(/Ada Lovelace invited you to Marketing\./).waitFor();
      await colleaguePage.getByRole('link', { name: 'Review invitations' }).click();
      const received = colleaguePage.getByRole('list', { name: 'Team invitations' });
      await received.getByText('Marketing').waitFor();
      await received.getByText(/Ada Lovelace invited you as Member/).waitFor();
      await received.getByRole('button', { name: 'Accept' }).click();
      await colleaguePage.getByText('Welcome to Marketing!').waitFor();
      await colleaguePage.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor();

      await page.reload();
      await page.getByRole('combobox', { name: 'Role of Linus Torvalds' }).waitFor();
      expect(colleague.consoleErrors).toEqual([]);
    } finally {
      await colleague.close();
    }
  });

  it("logged no console errors other than the removed member's 404", () => {
    const unexpected = [...admin.consoleErrors, ...invitee.consoleErrors].filter(
      (error) => !/status of 404/.test(error),
    );
    expect(unexpected).toEqual([]);
  });
});
