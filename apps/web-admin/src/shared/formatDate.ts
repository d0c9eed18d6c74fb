const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5, 2026' (UTC, so every operator reads the same day). */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
