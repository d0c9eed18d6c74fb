// The main screens: where each is, who sees it (a visitor or the signed-in operator), at which widths, and
// what to do on the page before the picture (open a menu, show a toast).

/** Every screen at the laptop width; the ones listed with PHONE at 360 px too. */
const LAPTOP = [1280];
const PHONE = [1280, 360];

/** React Aria's menus and dialogs fade in: wait for the opened one, then let `settle` see its animation out. */
async function openCommandMenu(page) {
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Command menu' }).waitFor();
}

async function openAccountMenu(page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menu').waitFor();
}

/** The phone's navigation: the drawer, a modal over the page (it slides in: wait until it rests). */
async function openNavigationDrawer(page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.waitFor();
  await untilStill(drawer);
}

/** Creates a team from its form: the team page opens with a green toast, held by the pointer resting on it. */
async function showToast(page) {
  await page.getByLabel('Team Name').fill('Customer Success');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await toasts.getByText('Team was successfully created.').first().waitFor();
  // Green toasts close after 5 s; the timer pauses while the pointer is over them (docs/frontend.md).
  await toasts.hover();
  await untilStill(toasts);
}

/**
 * Waits until the element has come to rest: the toast and the drawer slide in, and were caught halfway. The
 * slide is a CSS animation or transition of the element or its ancestors, so their animations' `finished`
 * promises say when it ends (endless ones, a spinner's, left out).
 */
async function untilStill(locator) {
  await locator.evaluate((element) => {
    const moving = [];
    for (let node = element; node; node = node.parentElement) moving.push(...node.getAnimations());
    const ending = moving.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** `?sample=1` loads the sample template and data (step 2); Next maps them (step 3), then preflight has its say. */
async function showMappingStep(page) {
  const mapping = page.locator('#wizard-mapping-title');
  await mapping.or(page.locator('#wizard-upload-title')).waitFor({ timeout: 30_000 });
  if (!(await mapping.isVisible())) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await mapping.waitFor({ timeout: 30_000 });
  await page
    .getByText(/looks? good|needs? attention|tags without a column/)
    .first()
    .waitFor({ timeout: 30_000 });
  // The pointer away from the button it clicked, so no hover colour is left in the picture.
  await page.mouse.move(0, 799);
}

/** The presentation page's Links section (below the decks), once its list has loaded. */
async function waitForLinks(page) {
  await page.getByRole('list', { name: 'Personal links' }).getByRole('listitem').first().waitFor();
  await page.mouse.move(0, 799);
}

/** Scrolled so the Links section starts at the top: again at each width, where it sits lower or higher. */
async function scrollToLinks(page) {
  await page
    .getByRole('region', { name: 'Links', exact: true })
    .evaluate((section) => section.scrollIntoView({ block: 'start' }));
}

/** The first link's timeline (its "View activity"), over the Links section, once its views have loaded. */
async function openLinkActivity(page) {
  await waitForLinks(page);
  const links = page.getByRole('list', { name: 'Personal links' });
  await links
    .getByRole('button', { name: /^More actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View activity' }).click();
  const dialog = page.getByRole('dialog', { name: /^Activity of/ });
  await dialog.waitFor();
  await dialog.getByText(/Loading activity/).waitFor({ state: 'detached' });
  await untilStill(dialog);
  await page.mouse.move(0, 799);
}

/** The dashboard's Recent opens card, scrolled to the top (it sits below the recent presentations). */
async function scrollToRecentOpens(page) {
  await page
    .getByRole('region', { name: 'Recent opens', exact: true })
    .evaluate((section) => section.scrollIntoView({ block: 'start' }));
}

/** A well-formed token that no link has: the viewer's 404. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/**
 * @param {{ templateId: number, batchId: string, teamShortId: string,
 *   links: { open: string, gated: string, revoked: string } }} ws the seeded workspace
 * @returns {{ name: string, as: 'visitor' | 'user', path: string, widths: number[], prepare?: Function,
 *   beforeShot?: Function, systemFont?: boolean, status?: number }[]}
 */
export function screens(ws) {
  return [
    { name: 'home', as: 'visitor', path: '/', widths: PHONE },
    { name: 'pricing', as: 'visitor', path: '/pricing', widths: LAPTOP },
    { name: 'sign-in', as: 'visitor', path: '/users/sign_in', widths: PHONE },
    { name: 'dashboard', as: 'user', path: '/dashboard', widths: PHONE },
    {
      name: 'dashboard-recent-opens',
      as: 'user',
      path: '/dashboard',
      widths: PHONE,
      prepare: (page) => page.getByRole('region', { name: 'Recent opens', exact: true }).waitFor(),
      beforeShot: scrollToRecentOpens,
    },
    { name: 'templates', as: 'user', path: '/app/templates', widths: PHONE },
    { name: 'template-detail', as: 'user', path: `/app/templates/${ws.templateId}`, widths: LAPTOP },
    { name: 'wizard-template', as: 'user', path: '/app/presentations/new', widths: LAPTOP },
    {
      name: 'wizard-mapping',
      as: 'user',
      path: '/app/presentations/new?sample=1',
      widths: LAPTOP,
      prepare: showMappingStep,
    },
    { name: 'presentations', as: 'user', path: '/app/presentations', widths: PHONE },
    { name: 'presentation-detail', as: 'user', path: `/app/presentations/${ws.batchId}`, widths: PHONE },
    {
      name: 'presentation-links',
      as: 'user',
      path: `/app/presentations/${ws.batchId}`,
      widths: PHONE,
      prepare: waitForLinks,
      beforeShot: scrollToLinks,
    },
    {
      name: 'presentation-activity',
      as: 'user',
      path: `/app/presentations/${ws.batchId}`,
      widths: PHONE,
      prepare: openLinkActivity,
    },
    // The public viewer of a personal link, as an anonymous visitor sees it; drawn in the system's font.
    { name: 'viewer', as: 'visitor', path: ws.links.open, widths: PHONE, systemFont: true },
    { name: 'viewer-gate', as: 'visitor', path: ws.links.gated, widths: PHONE, systemFont: true },
    {
      name: 'viewer-gone',
      as: 'visitor',
      path: ws.links.revoked,
      widths: PHONE,
      systemFont: true,
      status: 410,
    },
    {
      name: 'viewer-not-found',
      as: 'visitor',
      path: `/d/${UNKNOWN_TOKEN}`,
      widths: LAPTOP,
      systemFont: true,
      status: 404,
    },
    { name: 'team-detail', as: 'user', path: `/app/teams/${ws.teamShortId}`, widths: LAPTOP },
    { name: 'settings-profile', as: 'user', path: '/settings/profile', widths: LAPTOP },
    { name: 'api-keys', as: 'user', path: '/settings/api_keys', widths: LAPTOP },
    { name: 'subscription', as: 'user', path: '/settings/subscription', widths: LAPTOP },
    {
      name: 'command-menu',
      as: 'user',
      path: '/dashboard',
      widths: LAPTOP,
      prepare: openCommandMenu,
    },
    {
      name: 'navigation-drawer',
      as: 'user',
      path: '/dashboard',
      widths: [360],
      prepare: openNavigationDrawer,
    },
    { name: 'account-menu', as: 'user', path: '/dashboard', widths: LAPTOP, prepare: openAccountMenu },
    { name: 'toast', as: 'user', path: '/app/teams/new', widths: LAPTOP, prepare: showToast },
    { name: 'admin-dashboard', as: 'user', path: '/admin', widths: LAPTOP },
  ];
}
