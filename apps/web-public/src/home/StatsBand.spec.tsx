import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { StatsBand } from './StatsBand';

describe('StatsBand', () => {
  it('replaces the prerendered product figures with the live ones from /api/home', async () => {
    stubFetch({
      '/api/home': () => ({
        status: 200,
        body: { teams_count: 1284, hours_saved: 56210, presentations_generated: 112420 },
      }),
    });
    render(<StatsBand />);
    expect(screen.getByText('100+')).toBeInTheDocument();

    expect(await screen.findByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('112,420')).toBeInTheDocument();
    expect(screen.getByText('56,210')).toBeInTheDocument();
    expect(screen.queryByText('100+')).not.toBeInTheDocument();
  });

  it('keeps the product figures when the call fails or answers nonsense', async () => {
    const requests = stubFetch({ '/api/home': () => ({ status: 200, body: { teams_count: 'many' } }) });
    render(<StatsBand />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByText('100+')).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument();
  });

  it('keeps the product figures on a fresh install (0 / 0 / 0), never showing zeros', async () => {
    const requests = stubFetch({
      '/api/home': () => ({
        status: 200,
        body: { teams_count: 0, hours_saved: 0, presentations_generated: 0 },
      }),
    });
    const { container } = render(<StatsBand />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('100+')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(container.querySelector('dl')).toHaveAttribute('data-live', 'false');
  });

  it('shows live figures only when every one reaches its threshold', async () => {
    const justBelow = { teams_count: 25, hours_saved: 499, presentations_generated: 1000 };
    const requests = stubFetch({ '/api/home': () => ({ status: 200, body: justBelow }) });
    render(<StatsBand />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('100+')).toBeInTheDocument();
    expect(screen.queryByText('499')).not.toBeInTheDocument();
  });
});
