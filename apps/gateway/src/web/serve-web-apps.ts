import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { WEB_ASSET_PREFIXES, webAppFor } from './web-routes';

/** Where local mode sends the public site's pages: the app's home. */
const APP_HOME = '/app';
/** The launcher's way in (LocalOpenController), a route of the gateway's own. */
const LOCAL_OPEN_PATH = '/local/open';

const NOT_BUILT = `<!doctype html><title>Deckmill</title><p>The web front ends are not built. Run <code>npm run build</code>.</p>`;

function sendHtml(res: Response, file: string, status = 200): void {
  res.status(status).setHeader('Cache-Control', 'no-cache').type('html');
  // Rooted at its folder: send() refuses a path with a dot folder in it (~/.cache, where the desktop app's
  // files are), and only the file's own name is the request's.
  if (fs.existsSync(file)) res.sendFile(path.basename(file), { root: path.dirname(file) });
  else res.send(NOT_BUILT);
}

/** Prerendered public page for a path (`/pricing` -> `pricing/index.html`), if one was built. */
function publicPage(root: string, urlPath: string): string | undefined {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
  if (clean.includes('..')) return undefined;
  const file = path.join(root, clean, 'index.html');
  return fs.existsSync(file) ? file : undefined;
}

export interface ServeWebAppsOptions {
  /**
   * Local mode (the desktop app): the admin panel is a 404, the public site's pages and the app's pages for
   * signing up, resetting a password or confirming an address redirect to the app.
   */
  readonly local?: boolean;
}

/**
 * The app's pages local mode has no use for: every account page but sign-in (which then says how to open it),
 * and the subscription's, whose API it closes.
 */
function closedAppPageInLocalMode(urlPath: string): boolean {
  return (
    /^\/users\/(sign_up|password|confirmation|unlock)(\/|$)/i.test(urlPath) ||
    /^\/settings\/subscription(\/|$)/i.test(urlPath)
  );
}

/**
 * Vite names what it builds into `assets/` by content hash, so it may be cached for good; the files copied
 * from `public/` (the web app manifest, its icons) keep their names and must be asked for again.
 */
function hashedAsset(root: string, file: string): boolean {
  return path.relative(root, file).startsWith(`assets${path.sep}`);
}

/**
 * Serves the three built front ends from `webRoot` (dist/web): hashed assets with long caching (files without a
 * hash revalidated), the app and admin shells for their routes, prerendered public pages, and the public 404
 * page with a real 404 status.
 */
export function serveWebApps(webRoot: string, options: ServeWebAppsOptions = {}) {
  const roots = {
    'web-public': path.join(webRoot, 'web-public'),
    'web-app': path.join(webRoot, 'web-app'),
    'web-admin': path.join(webRoot, 'web-admin'),
  } as const;
  const assetOptions = (root: string) => ({
    index: false,
    fallthrough: true,
    immutable: true,
    maxAge: '1y',
    setHeaders: (res: Response, file: string) => {
      if (!hashedAsset(root, file)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const appAssets = express.static(roots['web-app'], assetOptions(roots['web-app']));
  const adminAssets = express.static(roots['web-admin'], assetOptions(roots['web-admin']));
  const publicAssets = express.static(roots['web-public'], { index: false, fallthrough: true, maxAge: '1h' });

  return (req: Request, res: Response, next: NextFunction): void => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      // A deck's personal link: the gateway's own viewer page (docs/sharing.md).
      req.path.startsWith('/d/') ||
      req.path === '/metrics' ||
      (options.local && req.path === LOCAL_OPEN_PATH)
    ) {
      return next();
    }
    const notFound = () => sendHtml(res, path.join(roots['web-public'], '404.html'), 404);
    if (req.path.startsWith(WEB_ASSET_PREFIXES['web-app'])) {
      req.url = req.url.slice(WEB_ASSET_PREFIXES['web-app'].length - 1);
      return appAssets(req, res, notFound);
    }
    if (options.local && (webAppFor(req.path) === 'web-admin' || req.path.startsWith('/_admin/'))) {
      return notFound();
    }
    if (req.path.startsWith(WEB_ASSET_PREFIXES['web-admin'])) {
      req.url = req.url.slice(WEB_ASSET_PREFIXES['web-admin'].length - 1);
      return adminAssets(req, res, notFound);
    }
    const app = webAppFor(req.path);
    if (options.local && closedAppPageInLocalMode(req.path)) return res.redirect(303, APP_HOME);
    if (app !== 'web-public') return sendHtml(res, path.join(roots[app], 'index.html'));
    const page = publicPage(roots['web-public'], req.path);
    if (page) return options.local ? res.redirect(303, APP_HOME) : sendHtml(res, page);
    return publicAssets(req, res, notFound);
  };
}
