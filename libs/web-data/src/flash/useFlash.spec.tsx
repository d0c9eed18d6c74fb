import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  type InitialEntry,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import type { FlashMessage } from './flashSlice';
import { flashState } from './routerFlash';
import { useFlash } from './useFlash';
import { useFlashFeed } from './useFlashFeed';

/** Stands in for the layout's toast region: lists every flash it was handed. */
function FeedLog() {
  const [seen, setSeen] = useState<FlashMessage[]>([]);
  useFlashFeed((flash) => setSeen((all) => [...all, flash]));
  return (
    <ul aria-label="toasts">
      {seen.map((flash, index) => (
        <li key={index}>
          {flash.kind}: {flash.message}
        </li>
      ))}
    </ul>
  );
}

function TeamsPage() {
  const { show } = useFlash();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => show('notice', 'Role changed to Admin.')}>
        change role
      </button>
      <button type="button" onClick={() => show('alert', 'Could not remove the member.')}>
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

function renderPages(initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <FeedLog />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <TeamsPage /> },
          { path: '/next', element: <p>next page</p> },
        ],
      },
    ],
    { initialEntries },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const toasts = () =>
  Array.from(screen.getByRole('list', { name: 'toasts' }).querySelectorAll('li'), (item) => item.textContent);

describe('useFlash and useFlashFeed', () => {
  it('hands over each flash raised on the page, never replacing an earlier one', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'change role' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail here' }));
    expect(toasts()).toEqual(['notice: Role changed to Admin.', 'alert: Could not remove the member.']);
    await userEvent.click(screen.getByRole('link', { name: 'plain link' }));
    expect(toasts()).toHaveLength(2);
  });

  it('hands over a flash carried in router state once, even after going back and forth', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'create and go' }));
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(toasts()).toEqual(['notice: Team created']);
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(toasts()).toEqual(['notice: Team created']);
  });

  it('takes the carried flash out of the history entry, so a reload does not show it again', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('button', { name: 'create and go' }));
    expect(toasts()).toEqual(['notice: Team created']);
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.location.state).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');

    // A reload: the same history entry (its state as the browser kept it), a fresh app.
    const { pathname, state } = router.state.location;
    cleanup();
    renderPages([{ pathname, state }]);
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
