import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { flashState } from './routerFlash';
import { useFlash } from './useFlash';

function Banner() {
  const { flash, dismiss } = useFlash();
  if (!flash) return <p>no flash</p>;
  return (
    <p>
      {flash.kind}: {flash.message}
      <button type="button" onClick={dismiss}>
        dismiss
      </button>
    </p>
  );
}

function TeamsPage() {
  const { show } = useFlash();
  const navigate = useNavigate();
  return (
    <>
      <Banner />
      <button type="button" onClick={() => show('alert', 'Could not remove member')}>
        fail here
      </button>
      <button
        type="button"
        onClick={() => navigate('/next', { state: flashState('notice', 'Team created') })}
      >
        create and go
      </button>
      <Link to="/next">plain link</Link>
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TeamsPage /> },
      { path: '/next', element: <Banner /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('useFlash', () => {
  it('shows a flash raised on the page and drops it on navigation', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'fail here' }));
    expect(screen.getByText('alert: Could not remove member')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'plain link' }));
    expect(screen.getByText('no flash')).toBeInTheDocument();
  });

  it('carries a flash to the next page in router state, and dismisses it', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'create and go' }));
    expect(screen.getByText('notice: Team created')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'dismiss' }));
    expect(screen.getByText('no flash')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/next');
    await act(() => router.navigate(-1));
    expect(screen.getByText('no flash')).toBeInTheDocument();
  });
});
