/** A full page load to a URL (for example leaving the public site for the app after logging out). */
export function goTo(url: string): void {
  window.location.assign(url);
}
