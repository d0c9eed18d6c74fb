import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@deckmill/web-data';
import { dependencyStatusApi } from '../../api/dependencyStatusApi';
import { OutageBanner } from './OutageBanner';

/** The gateway's readiness report with the given checks failed (it stays 200 `degraded` through an outage). */
function answering(failed: readonly string[]) {
  return vi.fn(async (input: RequestInfo) => {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    if (pathname !== '/api/health/ready')
      return Response.json({ error: 'Not found', errors: {} }, { status: 404 });
    const checks = Object.fromEntries(
      ['bus', 'storage'].map((name) => [
        name,
        failed.includes(name) ? { status: 'error', required: false } : { status: 'ok' },
      ]),
    );
    return Response.json({ status: failed.length > 0 ? 'degraded' : 'ok', checks });
  });
}

function renderBanner(fetchMock: ReturnType<typeof answering>) {
  vi.stubGlobal('fetch', fetchMock);
  const store = createAppStore();
  render(
    <Provider store={store}>
      <OutageBanner />
    </Provider>,
  );
  return store;
}

describe('OutageBanner', () => {
  it('says downloads are paused and batches continue while file storage is away', async () => {
    renderBanner(answering(['storage']));
    expect(await screen.findByText('Downloads are paused, your batches continue.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/File storage cannot be reached just now/);
  });

  it('says Deckmill is reconnecting while the bus is away', async () => {
    renderBanner(answering(['bus', 'storage']));
    expect(await screen.findByText('Deckmill is reconnecting.')).toBeInTheDocument();
  });

  it('shows nothing while everything answers', async () => {
    const store = renderBanner(answering([]));
    const report = dependencyStatusApi.endpoints.getDependencyStatus.select();
    await waitFor(() => expect(report(store.getState()).status).toBe('fulfilled'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing, and does not throw, when a 503 carries an error instead of a report', async () => {
    const store = renderBanner(
      vi.fn(async () =>
        Response.json({ error: 'Service unavailable', errors: {} }, { status: 503 }),
      ) as unknown as ReturnType<typeof answering>,
    );
    const report = dependencyStatusApi.endpoints.getDependencyStatus.select();
    await waitFor(() => expect(report(store.getState()).status).toBe('fulfilled'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
