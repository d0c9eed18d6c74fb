/**
 * Which front end serves a browser path (embedded mode and the gateway):
 * `/admin*` the admin panel; `/dashboard`, `/app*`, `/settings*`, `/users*` the signed-in app;
 * everything else the public site, whose known pages are prerendered (anything else is a real 404).
 */
export type WebApp = 'web-public' | 'web-app' | 'web-admin';

export const WEB_ASSET_PREFIXES: Record<Exclude<WebApp, 'web-public'>, string> = {
  'web-app': '/_app/',
  'web-admin': '/_admin/',
};

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function webAppFor(path: string): WebApp {
  if (under(path, '/admin')) return 'web-admin';
  if (path === '/dashboard' || under(path, '/app') || under(path, '/settings') || under(path, '/users')) {
    return 'web-app';
  }
  return 'web-public';
}
