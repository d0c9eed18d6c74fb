#!/usr/bin/env node
// Screenshots of the main screens in light and dark, committed under docs/images/ui/ so a change in look shows
// in review (docs/images/ui/README.md lists them).
//   npm run build && npm run screenshots:ui [-- --only dashboard,toast]
// Starts the built product in embedded mode on a temporary data directory and a free port (no outside
// service), seeds an operator account with the sample template, a finished batch, a team and an API key, then
// drives Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser) with playwright-core.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { openSettled, screenshot, settle, showAs } from './capture.mjs';
import { optimisePng } from './png.mjs';
import { ROOT, startProduct } from './product.mjs';
import { screens } from './screens.mjs';
import { ACCOUNT, seedWorkspace } from './workspace.mjs';

const OUT_DIR = path.join(ROOT, 'docs/images/ui');
const THEMES = ['light', 'dark'];

function onlyArgument() {
  const index = process.argv.indexOf('--only');
  return index === -1 ? null : new Set(process.argv[index + 1]?.split(',') ?? []);
}

function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** A screen that has not been taken in this time is stuck: the run fails instead of hanging. */
const SCREEN_TIMEOUT_MS = 120_000;

function withinTime(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stuck for ${SCREEN_TIMEOUT_MS} ms`)), SCREEN_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One screen: opened once, then redrawn and taken at each of its widths in both themes. */
async function takeScreen(context, baseUrl, screen, problems) {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${screen.name}: ${error.message}`));
  page.on('console', (message) => {
    // A page answered with an error status on purpose (the viewer's 404 and 410) reports it; nothing else may.
    const expected = screen.status && message.text().includes(`status of ${screen.status}`);
    if (message.type() === 'error' && !expected) problems.push(`${screen.name}: console: ${message.text()}`);
  });
  await page.setViewportSize({ width: screen.widths[0], height: 800 });
  await page.emulateMedia({ colorScheme: THEMES[0] });
  await openSettled(page, `${baseUrl}${screen.path}`, { ownFont: !screen.systemFont });
  if (screen.prepare) {
    await screen.prepare(page);
    await settle(page);
  }
  const files = [];
  for (const width of screen.widths) {
    for (const theme of THEMES) {
      await showAs(page, { width, theme });
      if (screen.beforeShot) await screen.beforeShot(page);
      files.push(await screenshot(page, OUT_DIR, screen.name, { width, theme }));
    }
  }
  await page.close();
  return files;
}

async function main() {
  const started = Date.now();
  const only = onlyArgument();
  const names = screens({ templateId: 0, batchId: '', teamShortId: '', links: {} }).map(
    (screen) => screen.name,
  );
  const unknown = [...(only ?? [])].filter((name) => !names.includes(name));
  if (unknown.length > 0)
    throw new Error(`No screen ${unknown.join(', ')}; the screens: ${names.join(', ')}`);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // A full run replaces every picture, so a screen renamed or dropped leaves no stale file behind.
  if (!only)
    for (const file of fs.readdirSync(OUT_DIR))
      if (file.endsWith('.png')) fs.rmSync(path.join(OUT_DIR, file));

  const product = await startProduct({ adminEmail: ACCOUNT.email });
  const browser = await launchChromium();
  const problems = [];
  const files = [];
  try {
    // Fixed locale and time zone; reduced motion, so nothing is caught halfway through a transition.
    const options = { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' };
    const contexts = { visitor: await browser.newContext(options), user: await browser.newContext(options) };
    const workspace = await seedWorkspace(contexts.user, product);
    for (const screen of screens(workspace)) {
      if (only && !only.has(screen.name)) continue;
      process.stdout.write(`${screen.name}... `);
      files.push(...(await withinTime(takeScreen(contexts[screen.as], product.baseUrl, screen, problems))));
      process.stdout.write('ok\n');
    }
  } catch (error) {
    process.stderr.write(`\n${error.stack ?? error}\n\nProduct output:\n${product.output()}\n`);
    process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }

  let [taken, total] = [0, 0];
  for (const file of files) {
    taken += fs.statSync(file).size;
    total += await optimisePng(file);
  }
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${files.length} screenshots in ${path.relative(ROOT, OUT_DIR)}: ${kb(total)} (as taken: ${kb(taken)}), ${seconds} s`,
  );
  if (problems.length > 0) console.log(`Problems seen:\n  ${problems.join('\n  ')}`);
}

await main();
