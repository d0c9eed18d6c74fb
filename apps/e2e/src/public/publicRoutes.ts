import fs from 'node:fs';
import path from 'node:path';

/** Every prerendered public path, as the public site's build lists them (<web root>/web-public/routes.json). */
export function publicRoutes(webRoot: string): string[] {
  const file = path.join(webRoot, 'web-public/routes.json');
  const routes: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string'))
    throw new Error(`${file} is not a list of paths`);
  return routes;
}

/** Paths served by the signed-in app, the admin panel or the API (the API reference links its document). */
const APP_PATH = /^\/(dashboard|users|app|settings|admin|api)(\/|$)/;

export function isAppPath(pathname: string): boolean {
  return APP_PATH.test(pathname);
}
