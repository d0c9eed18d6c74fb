import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { WEB_ASSET_PREFIXES, webAppFor } from './web-routes';

const NOT_BUILT = `<!doctype html><title>Deckmill</title><p>The web front ends are not built. Run <code>npm run build</code>.</p>`;

function sendHtml(res: Response, file: string, status = 200): void {
  res.status(status).setHeader('Cache-Control', 'no-cache').type('html');
  if (fs.existsSync(file)) res.sendFile(file);
  else res.send(NOT_BUILT);
}

/** Prerendered public page for a path (`/pricing` -> `pricing/index.html`), if one was built. */
function publicPage(root: string, urlPath: string): string | undefined {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
  if (clean.includes('..')) return undefined;
  const file = path.join(root, clean, 'index.html');
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Serves the three built front ends from `webRoot` (dist/web): hashed assets with long caching, the app and
 * admin shells for their routes, prerendered public pages, and the public 404 page with a real 404 status.
 */
export function serveWebApps(webRoot: string) {
  const roots = {
    'web-public': path.join(webRoot, 'web-public'),
    'web-app': path.join(webRoot, 'web-app'),
    'web-admin': path.join(webRoot, 'web-admin'),
  } as const;
  const assetOptions = { index: false, fallthrough: true, immutable: true, maxAge: '1y' };
  const appAssets = express.static(roots['web-app'], assetOptions);
  const adminAssets = express.static(roots['web-admin'], assetOptions);
  const publicAssets = express.static(roots['web-public'], { index: false, fallthrough: true, maxAge: '1h' });

  return (req: Request, res: Response, next: NextFunction): void => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/metrics'
    ) {
      return next();
    }
    const notFound = () => sendHtml(res, path.join(roots['web-public'], '404.html'), 404);
    if (req.path.startsWith(WEB_ASSET_PREFIXES['web-app'])) {
      req.url = req.url.slice(WEB_ASSET_PREFIXES['web-app'].length - 1);
      return appAssets(req, res, notFound);
    }
    if (req.path.startsWith(WEB_ASSET_PREFIXES['web-admin'])) {
      req.url = req.url.slice(WEB_ASSET_PREFIXES['web-admin'].length - 1);
      return adminAssets(req, res, notFound);
    }
    const app = webAppFor(req.path);
    if (app !== 'web-public') return sendHtml(res, path.join(roots[app], 'index.html'));
    const page = publicPage(roots['web-public'], req.path);
    if (page) return sendHtml(res, page);
    return publicAssets(req, res, notFound);
  };
}
