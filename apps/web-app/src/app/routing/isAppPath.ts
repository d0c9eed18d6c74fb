/** The prefixes the gateway serves this app for; everything else belongs to the public site or admin. */
const APP_PREFIXES = ['/dashboard', '/app', '/settings', '/users'];

export function isAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
