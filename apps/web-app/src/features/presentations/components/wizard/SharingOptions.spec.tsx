import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@deckmill/web-data';
import { INITIAL_SHARING, type SharingChoices } from './sharingChoices';
import { SharingOptions } from './SharingOptions';

/** The session says whether the app runs in local mode (the desktop app). */
function renderOptions(localMode: boolean, onChange: (change: Partial<SharingChoices>) => void) {
  const fetchMock = vi.fn(async () =>
    Response.json({ user: null, csrf_token: 'csrf-token', local_mode: localMode }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <Provider store={createAppStore()}>
      <SharingOptions choices={INITIAL_SHARING} onChange={onChange} headers={['email']} paid errors={{}} />
    </Provider>,
  );
  return fetchMock;
}

describe('SharingOptions', () => {
  it('offers an e-mail when a deck is viewed, off until ticked', async () => {
    const onChange = vi.fn();
    renderOptions(false, onChange);
    const box = screen.getByRole('checkbox', { name: 'E-mail me when a deck is viewed' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ notifyByEmail: true });
  });

  it('offers no e-mail in local mode, which has no mail server', async () => {
    const fetchMock = renderOptions(true, vi.fn());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        screen.queryByRole('checkbox', { name: 'E-mail me when a deck is viewed' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Make a personal link for each deck' })).toBeChecked();
  });

  it('matches rows by a column of the data for living links, and prepares slides ahead when ticked', async () => {
    const onChange = vi.fn();
    renderOptions(false, onChange);
    const key = screen.getByRole('combobox', { name: /match rows by/ });
    await userEvent.selectOptions(key, 'email');
    expect(onChange).toHaveBeenCalledWith({ keyColumn: 'email' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Prepare the viewer’s slides as decks are made' }),
    );
    expect(onChange).toHaveBeenCalledWith({ drawAhead: true });
  });
});
