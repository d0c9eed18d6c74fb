import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@deckmill/web-data';
import { renderAppWith, testUser } from '../../testing/renderApp';

vi.mock('../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  window.localStorage.clear();
});

/** The session, and the theme-only profile PUT (answering `status`, once `answer` has settled when given). */
function themeBackend(user: CurrentUser, status = 200, answer?: Promise<void>) {
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token' });
    }
    if (request.method === 'PUT' && pathname === '/api/settings/profile') {
      const body = (await request.json()) as { theme_preference: string };
      await answer;
      if (status !== 200) return Response.json({ errors: {}, error: 'Could not save.' }, { status });
      return Response.json({ profile: { ...user, unconfirmed_email: null, ...body } });
    }
    return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
  });
}

async function trigger() {
  return screen.findByRole('button', { name: /Account menu/ });
}

describe('AccountMenu', () => {
  it('opens with Enter, moves with the arrows, and Escape returns focus to the avatar', async () => {
    renderAppWith('/dashboard', themeBackend(testUser()));
    const avatar = await trigger();
    avatar.focus();
    expect(avatar).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: /Account menu/ });
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Subscription' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(async () => expect(await trigger()).toHaveFocus());
  });

  it('opens with ArrowDown too', async () => {
    renderAppWith('/dashboard', themeBackend(testUser()));
    (await trigger()).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: /Account menu/ })).toBeInTheDocument();
  });

  it("announces the account's theme as the checked choice", async () => {
    renderAppWith('/dashboard', themeBackend(testUser({ theme_preference: 'dark' })));
    await userEvent.click(await trigger());
    const dark = screen.getByRole('menuitemradio', { name: 'Dark' });
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('applies a choice at once and saves it with the account', async () => {
    // The save is held until the page shows the choice: applied before the account answers, not after.
    let answerSave = (): void => undefined;
    const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
    const fetchMock = themeBackend(testUser(), 200, saveAnswered);
    renderAppWith('/dashboard', fetchMock);
    await userEvent.click(await trigger());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'light'));
    answerSave();
    await waitFor(() => {
      const put = fetchMock.mock.calls
        .map(([input]) => input)
        .find((input): input is Request => input instanceof Request && input.method === 'PUT');
      expect(put?.url).toMatch(/\/api\/settings\/profile$/);
    });
    expect(window.localStorage.getItem('dm-theme')).toBe('light');
  });

  it('goes back to the saved theme and says so when saving fails', async () => {
    renderAppWith('/dashboard', themeBackend(testUser({ theme_preference: 'dark' }), 500));
    await userEvent.click(await trigger());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  });
});
