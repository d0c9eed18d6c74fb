import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@deckmill/api-contracts';
import { createAppStore } from '@deckmill/web-data';
import { NotificationList } from './NotificationList';

const viewed: Notification = {
  id: 2,
  kind: 'presentation.deck-viewed',
  title: 'offer-northwind was viewed',
  body: 'ada@northwind.com viewed offer-northwind.pptx for 4 min, up to slide 7 of 10.',
  url: '/app/presentations/b1',
  read: false,
  created_at: '2026-11-22T15:00:00Z',
};

describe('NotificationList', () => {
  it("shows a viewed deck's notice linking to its presentation", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ notifications: [viewed] })),
    );
    const router = createMemoryRouter([{ path: '*', element: <NotificationList /> }]);
    render(
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const link = await screen.findByRole('link', { name: 'offer-northwind was viewed' });
    expect(link).toHaveAttribute('href', '/app/presentations/b1');
    expect(screen.getByText(viewed.body)).toBeInTheDocument();
  });
});
