// Gives the screenshots something to show: a confirmed operator account with the sample template, a finished
// batch of the sample data, a team and an API key, made through the API the front ends use.
import fs from 'node:fs';
import path from 'node:path';

export const ACCOUNT = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  password: 'violet-harbour-tram-42',
};
const WAIT_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CSRF double-submit token (docs/frontend.md, CSRF): the readable `dm_csrf` cookie, sent as a header. */
async function csrfHeaders(context, baseUrl) {
  const cookies = await context.cookies(baseUrl);
  return { 'x-csrf-token': cookies.find((cookie) => cookie.name === 'dm_csrf')?.value ?? '' };
}

async function call(context, baseUrl, method, url, options = {}) {
  const response = await context.request.fetch(`${baseUrl}${url}`, {
    method,
    headers: method === 'GET' ? {} : await csrfHeaders(context, baseUrl),
    ...options,
  });
  if (response.status() >= 300)
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response;
}

const json = async (response) => response.json();

/** A mail's text with quoted-printable soft breaks and escapes undone (links are long enough to be folded). */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The confirmation token of the sign-up mail to `email`, from the .eml files of the data dir's mail folder. */
async function confirmationToken(mailDir, email) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, file), 'utf8'));
      const token = /confirmation_token=([\w-]+)/.exec(mail)?.[1];
      if (token && mail.includes(email)) return token;
    }
    await sleep(250);
  }
  throw new Error(`No confirmation mail to ${email} in ${mailDir}`);
}

/** Signs the operator up, confirms the address from the mailed link (ADMIN_EMAIL: an operator) and signs in. */
async function signUpOperator(context, product) {
  const { baseUrl } = product;
  await call(context, baseUrl, 'GET', '/api/session');
  const { password, ...profile } = ACCOUNT;
  await call(context, baseUrl, 'POST', '/api/users', {
    data: { user: { ...profile, password, password_confirmation: password } },
  });
  const token = await confirmationToken(product.mailDir, ACCOUNT.email);
  await call(context, baseUrl, 'PUT', '/api/users/confirmation', { data: { confirmation_token: token } });
  await call(context, baseUrl, 'POST', '/api/users/sign_in', {
    data: { user: { email: ACCOUNT.email, password, remember_me: false } },
  });
}

async function poll(what, read, done) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (done(value)) return value;
    await sleep(500);
  }
  throw new Error(`${what} did not finish within ${WAIT_MS} ms`);
}

/** The sample template, and a batch of the whole sample CSV with its logos, every placeholder mapped. */
async function makeSampleBatch(context, baseUrl) {
  const template = await json(await call(context, baseUrl, 'POST', '/api/app/samples/template'));
  const csv = await (await call(context, baseUrl, 'GET', '/api/app/samples/csv')).body();
  const images = await (await call(context, baseUrl, 'GET', '/api/app/samples/images')).body();
  const columns = csv.toString('utf8').split('\n')[0].trim().split(',');
  const mapping = Object.fromEntries(
    template.placeholders.filter((name) => columns.includes(name)).map((name) => [name, name]),
  );
  const batch = await json(
    await call(context, baseUrl, 'POST', '/api/app/presentations/bulk_create', {
      multipart: {
        'presentation[template_id]': String(template.id),
        'presentation[data_mapping]': JSON.stringify(mapping),
        'presentation[name]': 'Spring offers',
        // What the wizard suggests for the sample: decks named after the company column.
        'presentation[file_name_pattern]': '{{company}}.pptx',
        // Personal links, asked for outright: the account is still on the free plan here (links off by default).
        'presentation[share_links]': 'true',
        'presentation[share_access]': 'allow_download',
        'presentation[csv_file]': { name: 'Deckmill sample data.csv', mimeType: 'text/csv', buffer: csv },
        'presentation[images_file]': { name: 'logos.zip', mimeType: 'application/zip', buffer: images },
      },
    }),
  );
  return { templateId: template.id, batchId: String(batch.id) };
}

/**
 * Everything the screens show, ready: the batch finished and the template's slide previews drawn (or known to
 * be unavailable, without LibreOffice), so no screenshot catches a spinner.
 */
export async function seedWorkspace(context, product) {
  const { baseUrl } = product;
  await signUpOperator(context, product);
  const { templateId, batchId } = await makeSampleBatch(context, baseUrl);
  const team = await json(
    await call(context, baseUrl, 'POST', '/api/app/teams', { data: { team: { name: 'Marketing' } } }),
  );
  await call(context, baseUrl, 'POST', '/api/settings/api_keys', { data: { name: 'Reporting script' } });
  // Starter: the batch nearly spends the free allowance (10 decks a month), and the wizard would then stop at
  // its quota notice instead of showing the mapping step.
  await call(context, baseUrl, 'POST', '/api/settings/subscription', {
    data: { plan: 'starter', period: 'monthly' },
  });
  await poll(
    'The sample batch',
    async () => (await json(await call(context, baseUrl, 'GET', `/api/app/presentations/${batchId}`))).status,
    (status) => status === 'completed' || status === 'failed',
  );
  // Drawn by LibreOffice beside the batch; a machine without it says 'unavailable' at once.
  await poll(
    'The template previews',
    async () =>
      (await json(await call(context, baseUrl, 'GET', `/api/app/templates/${templateId}`))).previews,
    (previews) => previews.status !== 'pending',
  ).catch((error) => console.warn(`${error.message}: the template screens show them pending.`));
  const links = await seedLinks(context, baseUrl, batchId);
  return { templateId, batchId, teamShortId: String(team.short_id), links };
}

/**
 * The batch's links in the states the viewer's screens show: the first opens the deck (its slides drawn now, so
 * no screenshot waits for LibreOffice), the second asks for an e-mail address, the third is revoked (410), the
 * fourth expires (the Links section's expiry).
 */
async function seedLinks(context, baseUrl, batchId) {
  const base = `/api/app/presentations/${batchId}/links`;
  const { links } = await json(await call(context, baseUrl, 'GET', base));
  const [open, gated, revoked, expiring] = links;
  await call(context, baseUrl, 'PATCH', `${base}/${gated.id}`, { data: { gate: 'email' } });
  await call(context, baseUrl, 'POST', `${base}/${revoked.id}/revoke`);
  await call(context, baseUrl, 'PATCH', `${base}/${expiring.id}`, {
    data: { expires_at: '2027-01-31T17:00:00Z' },
  });
  const path = (link) => new URL(link.url).pathname;
  // Views for the figures, the timeline and Recent opens: two visitors of the first link, one of the fourth.
  // Their browser contexts stay open until the views have ended: the last report is on its way when a page closes.
  const visitors = [];
  try {
    const viewed =
      (await viewInBrowser(visitors, context, open.url, [2, 1.5, 1])) &&
      (await viewInBrowser(visitors, context, open.url, [1])) &&
      (await viewInBrowser(visitors, context, expiring.url, [1.5, 1]));
    if (viewed)
      await poll(
        'The views',
        async () => {
          const views = await Promise.all(
            [open, expiring].map(
              async (link) =>
                (await json(await call(context, baseUrl, 'GET', `${base}/${link.id}/views`))).views,
            ),
          );
          return views.flat();
        },
        (views) => views.length === 3 && views.every((view) => view.ended_at !== null),
      );
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.close()));
  }
  return { open: path(open), gated: path(gated), revoked: path(revoked) };
}

/**
 * One view of a link as a visitor makes it: a page of its own (a browser context without the user's cookies),
 * visible, some seconds on each of the first slides, then left, which ends the view (its pagehide report). Only a
 * page that is shown and runs the viewer's script counts a view; a plain request would not. The first view of a
 * deck also has its slides drawn by LibreOffice, so the viewer's screens find them in storage.
 */
async function viewInBrowser(visitors, context, url, secondsPerSlide) {
  const visitor = await context.browser().newContext({ locale: 'en-US', timezoneId: 'UTC' });
  visitors.push(visitor);
  const page = await visitor.newPage();
  const opened = await page.goto(url, { timeout: 200_000 });
  if (!opened?.ok()) {
    console.warn(`The viewer answered ${opened?.status()}: its screens show that.`);
    return false;
  }
  for (const [index, seconds] of secondsPerSlide.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    await page
      .locator('#counter')
      .filter({ hasText: `Slide ${index + 1} of` })
      .waitFor();
    // The time the visitor spends reading: what the view reports for this slide.
    await sleep(seconds * 1000);
  }
  await page.close();
  return true;
}
