/**
 * The day the site was built (YYYY-MM-DD). build.mjs sets VITE_BUILD_DATE once for both the client and the
 * prerender bundle so hydration sees the same text the HTML has; dev servers and tests fall back to today.
 */
export const BUILD_DATE: string = import.meta.env.VITE_BUILD_DATE ?? new Date().toISOString().slice(0, 10);

export const BUILD_YEAR = BUILD_DATE.slice(0, 4);
