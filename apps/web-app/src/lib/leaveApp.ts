/** A full page load, for paths another front end serves (the public site, the admin panel). */
export function leaveApp(path: string): void {
  window.location.assign(path);
}
