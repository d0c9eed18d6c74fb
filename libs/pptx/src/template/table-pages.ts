// How a paginated table's items split into pages (slide copies).

/** Items `start` to `end` (exclusive) of the list. */
export interface PageRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Most pages one paginated table may take in one deck. A list past it keeps its first pages and the rest of
 * its items are left out, with a note and a `list_too_long` finding (preflight shows it before the batch).
 */
export const MAX_TABLE_PAGES = 100;

/** `paginate:N`: N items a page; an empty list still has one page (the header, and the rows below). */
export function fixedPages(count: number, perPage: number): PageRange[] {
  const pages: PageRange[] = [];
  for (let start = 0; start < count; start += perPage)
    pages.push({ start, end: Math.min(count, start + perPage) });
  return pages.length > 0 ? pages : [{ start: 0, end: 0 }];
}

const sum = (heights: readonly number[]) => heights.reduce((total, height) => total + height, 0);

/**
 * `paginate`: as many items a page as `space` holds (item heights in EMU). An item taller than the space
 * gets a page of its own. The rows below the section (`footer`) go on the last page only, so its items
 * move on to one more page when they and the footer do not fit together.
 */
export function fittedPages(itemHeights: readonly number[], space: number, footer: number): PageRange[] {
  const pages: PageRange[] = [];
  let start = 0;
  let used = 0;
  itemHeights.forEach((height, index) => {
    if (index > start && used + height > space) {
      pages.push({ start, end: index });
      start = index;
      used = 0;
    }
    used += height;
  });
  if (itemHeights.length === 0) return [{ start: 0, end: 0 }];
  const end = itemHeights.length;
  // The last page with its footer: when both do not fit, its last item alone moves on with the footer to a
  // new last page (the fewest items; the footer never stands alone, and moving more only adds height).
  if (end - start > 1 && sum(itemHeights.slice(start, end)) + footer > space) {
    const split = end - 1;
    pages.push({ start, end: split });
    start = split;
  }
  pages.push({ start, end });
  return pages;
}

/** The first `max` pages, and how many items the pages past it would have shown. */
export function capPages(
  pages: readonly PageRange[],
  max = MAX_TABLE_PAGES,
): { pages: PageRange[]; dropped: number } {
  if (pages.length <= max) return { pages: [...pages], dropped: 0 };
  const kept = pages.slice(0, max);
  return { pages: kept, dropped: pages[pages.length - 1].end - kept[kept.length - 1].end };
}
