/** Seconds a report may claim beyond the view's wall time: the page's clock and the request's travel. */
export const VIEW_SECONDS_SLACK = 5;

export interface ViewTotals {
  readonly slideSeconds: readonly number[];
  readonly furthestSlide: number;
}

const tenths = (seconds: number) => Math.floor(seconds * 10) / 10;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A view's totals after a report: they only grow, never past the deck's slides, and never claim more visible time
 * than the view has lasted (plus a little slack), per slide and in all. Growth beyond the allowance is cut
 * evenly, so a page that over-counts (or a forged report) cannot inflate a slide.
 */
export function mergeViewTotals(
  stored: ViewTotals,
  reported: ViewTotals,
  slideCount: number,
  elapsedSeconds: number,
): ViewTotals & { readonly seconds: number } {
  const cap = Math.max(0, elapsedSeconds) + VIEW_SECONDS_SLACK;
  const length = Math.min(slideCount, Math.max(stored.slideSeconds.length, reported.slideSeconds.length));
  const before = Array.from({ length }, (_, i) => stored.slideSeconds[i] ?? 0);
  const wanted = before.map((old, i) => Math.max(old, Math.min(reported.slideSeconds[i] ?? 0, cap)));
  const growth = sum(wanted) - sum(before);
  const allowed = Math.max(0, cap - sum(before));
  const share = growth > allowed ? allowed / growth : 1;
  const slideSeconds = wanted.map((value, i) => {
    const old = before[i] ?? 0;
    return Math.max(old, tenths(old + (value - old) * share));
  });
  const furthestSlide = Math.min(slideCount, Math.max(stored.furthestSlide, reported.furthestSlide));
  return { slideSeconds, furthestSlide, seconds: tenths(sum(slideSeconds)) };
}
