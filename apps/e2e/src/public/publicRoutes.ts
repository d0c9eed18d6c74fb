import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every prerendered public path, as the public site's build lists them (dist/web/web-public/routes.json). */
export function publicRoutes(): string[] {
  const file = path.join(ROOT, 'dist/web/web-public/routes.json');
  const routes: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string'))
    throw new Error(`${file} is not a list of paths`);
  return routes;
}

/** Paths served by the signed-in app or the admin panel, not by the public site. */
const APP_PATH = /^\/(dashboard|users|app|settings|admin)(\/|$)/;

export function isAppPath(pathname: string): boolean {
  return APP_PATH.test(pathname);
}
