import type { BrowserContext, Page, Request } from 'playwright-core';

/** One layout shift the visitor did not cause, with the elements that moved. */
export interface LayoutShift {
  readonly value: number;
  /** Milliseconds from the navigation's start. */
  readonly at: number;
  /** What moved, as "element: y before → y after". */
  readonly sources: readonly string[];
}

/** The Layout Instability API's entry (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly {
    node: Node | null;
    previousRect: DOMRectReadOnly;
    currentRect: DOMRectReadOnly;
  }[];
}

/**
 * Runs in every document before the page's own scripts: collects each layout shift from the navigation on (a
 * shift within 500 ms of input is the visitor's doing and left out, as CLS does), and names what moved while it
 * is still in the document.
 */
function recordLayoutShifts(): void {
  const shifts: LayoutShift[] = [];
  (window as unknown as { __dmLayoutShifts: LayoutShift[] }).__dmLayoutShifts = shifts;
  const name = (node: Node | null): string => {
    if (!(node instanceof Element))
      return node ? `text "${(node.textContent ?? '').trim().slice(0, 30)}"` : '(gone)';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((value) => `.${value}`)
      .join('');
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map(
          (source) =>
            `${name(source.node)}: y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}` +
            ` h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Every page of the context records its layout shifts from the first byte of each navigation. */
export async function recordLayoutShiftsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordLayoutShifts);
}

/**
 * Requests of a page still open, and when one last started or ended, so the crawl can wait for the data a page
 * loads after its first paint (a page's later figures, badges or lists are what moves it once it looks
 * loaded). Server-sent events and sockets stay open by design and are not counted.
 */
export interface OpenRequests {
  readonly open: Set<Request>;
  lastActivity: number;
  /** Called whenever a request starts or ends (networkQuiet listens here instead of polling). */
  readonly changed: Set<() => void>;
}

export function trackRequests(page: Page): OpenRequests {
  const requests: OpenRequests = { open: new Set(), lastActivity: Date.now(), changed: new Set() };
  const touched = () => {
    requests.lastActivity = Date.now();
    for (const listener of requests.changed) listener();
  };
  const done = (request: Request) => {
    if (requests.open.delete(request)) touched();
  };
  page.on('request', (request) => {
    if (['eventsource', 'websocket'].includes(request.resourceType())) return;
    requests.open.add(request);
    touched();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return requests;
}

/**
 * Resolves once no request has been open for `quietMs` (at most `limitMs` in all): a timer armed when the last
 * request ends and disarmed when another starts, so the wait follows the page's own requests.
 */
export function networkQuiet(requests: OpenRequests, quietMs = 300, limitMs = 8_000): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      requests.changed.delete(rearm);
      resolve();
    };
    const rearm = () => {
      clearTimeout(quiet);
      if (requests.open.size > 0) return;
      quiet = setTimeout(finish, Math.max(0, quietMs - (Date.now() - requests.lastActivity)));
    };
    const limit = setTimeout(finish, limitMs);
    requests.changed.add(rearm);
    rearm();
  });
}

/** The shifts so far in this document, once two frames have passed for the last ones to be reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    return (window as unknown as { __dmLayoutShifts?: LayoutShift[] }).__dmLayoutShifts ?? [];
  });
}

/** The page's cumulative layout shift (the sum of its shifts). */
export function cumulativeShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/** What moved the most, for the failure message: the largest shifts' sources. */
export function largestShifts(shifts: readonly LayoutShift[], count = 3): string {
  return [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map((shift) => `${shift.value.toFixed(3)} [${shift.sources.join('; ')}]`)
    .join(', ');
}

/** Every shift in the order they came, with when and what moved: what a retried load prints. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts
    .map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms [${shift.sources.join('; ')}]`)
    .join(', ');
}
