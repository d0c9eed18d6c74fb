import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentationProgress } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend, type FakeReply } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

/** A stand-in for the browser's EventSource: tests push events into it and see whether it was closed. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server sent `event: <type>` with `data`. */
  emit(type: string, data: string): void {
    if (this.closed) return;
    const event = new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  progress(fields: Partial<PresentationProgress>): void {
    const progress: PresentationProgress = {
      id: ID,
      status: 'processing',
      row_count: 3,
      rows_done: 1,
      rows_failed: 0,
      progress: 33,
      ...fields,
    };
    act(() => this.emit('progress', JSON.stringify(progress)));
  }

  /** The connection failed for good (the server answered 404 or 5xx). */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    act(() => {
      for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
    });
  }
}

function onlySource(): FakeEventSource {
  expect(FakeEventSource.opened).toHaveLength(1);
  const [source] = FakeEventSource.opened;
  if (!source) throw new Error('no EventSource was opened');
  return source;
}

const running = detail({
  status: 'processing',
  rows_done: 1,
  progress: 33,
  download_url: null,
  download_available: false,
});

function bar(): HTMLElement {
  return screen.getByRole('progressbar', { name: 'Generation progress' });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveProgress (presentation detail over server-sent events)', () => {
  it('moves the bar on each progress event without reloading the detail', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({ [`GET ${PATH}`]: { body: running } });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    const source = onlySource();
    expect(source.url).toBe(`${PATH}/events`);
    const loads = calls.filter((call) => call.path === PATH).length;

    source.progress({ rows_done: 2, progress: 66 });
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '66'));
    expect(screen.getByText(/2 of 3 generated/)).toBeInTheDocument();
    source.progress({ rows_done: 2, rows_failed: 1, progress: 100 });
    expect(await screen.findByText(/2 of 3 generated, 1 failed/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === PATH)).toHaveLength(loads);
    expect(source.closed).toBe(false);
  });

  it('closes the stream at completed and reloads the detail for its download links', async () => {
    const answers: FakeReply[] = [{ body: running }, { body: detail() }];
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    const source = onlySource();

    source.progress({ status: 'completed', rows_done: 3, progress: 100 });
    expect(source.closed).toBe(true);
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' })).toHaveAttribute(
      'href',
      `${PATH}/download`,
    );
    expect(calls.filter((call) => call.path === PATH)).toHaveLength(2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('ignores an event it cannot read', async () => {
    const { fetchMock } = fakePresentationsBackend({ [`GET ${PATH}`]: { body: running } });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    const source = onlySource();

    act(() => source.emit('progress', 'not json'));
    act(() => source.emit('progress', JSON.stringify({ id: ID, status: 'exploded' })));
    expect(bar()).toHaveAttribute('aria-valuenow', '33');
    expect(source.closed).toBe(false);
  });

  it('keeps polling every 3 s beside the stream, and alone once the stream failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: FakeReply[] = [
      { body: running },
      { body: detail({ ...running, rows_done: 2, progress: 66 }) },
      { body: detail() },
    ];
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '66'));
    onlySource().fail();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
  });

  it('still polls where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: FakeReply[] = [{ body: running }, { body: detail() }];
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens no stream for a batch that has finished', async () => {
    const { fetchMock } = fakePresentationsBackend({ [`GET ${PATH}`]: { body: detail() } });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('closes the stream when the page goes away', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: running },
      'GET /api/app/presentations': {
        body: { presentations: [], pagination: { current_page: 1, total_pages: 1 } },
      },
    });
    const { router } = renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    const source = onlySource();

    await act(() => router.navigate('/app/presentations'));
    await waitFor(() => expect(source.closed).toBe(true));
  });
});
