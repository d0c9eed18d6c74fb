import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  fakeTemplatesBackend,
  templateDetail,
  templateListItem,
} from '../../../testing/fakeTemplatesBackend';

describe('TemplateDetailPage', () => {
  it('shows actions, placeholders marked Required with where they occur, details and Quick Start', async () => {
    const { fetchMock } = fakeTemplatesBackend({ 'GET /api/app/templates/7': { body: templateDetail() } });
    renderAppWith('/app/templates/7', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Pitch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Presentation' })).toHaveAttribute(
      'href',
      '/app/presentations/new?template_id=7',
    );
    const placeholders = screen.getByRole('list', { name: 'Placeholders' });
    const items = within(placeholders).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] ?? placeholders).getByText('{{first_name}}')).toBeInTheDocument();
    expect(within(items[0] ?? placeholders).getByText('Slide 1')).toBeInTheDocument();
    expect(within(items[1] ?? placeholders).getByText('Slide 2 (table), slide master')).toBeInTheDocument();
    expect(within(placeholders).getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('2.50 MB')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Template' })).toHaveAttribute(
      'href',
      '/api/app/templates/7/download',
    );
    expect(screen.getByRole('heading', { name: 'Quick Start' })).toBeInTheDocument();
    expect(screen.getByText('Generating previews…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Preview coming soon')).not.toBeInTheDocument();
  });

  it('folds the slide strip of a long deck to its first 8 slides until Show all', async () => {
    const urls = Array.from({ length: 12 }, (_, index) => `/p/${index + 1}.png`);
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates/7': { body: templateDetail({ previews: { status: 'ready', urls } }) },
    });
    renderAppWith('/app/templates/7', fetchMock);

    const toggle = await screen.findByRole('button', { name: 'Show all 12 slides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('img', { name: /^Slide \d+$/ })).toHaveLength(8);
    fireEvent.click(toggle);
    expect(screen.getAllByRole('img', { name: /^Slide \d+$/ })).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show the first 8 slides' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows slide previews once they are ready', async () => {
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates/7': {
        body: templateDetail({ previews: { status: 'ready', urls: ['/p/1.png', '/p/2.png'] } }),
      },
    });
    renderAppWith('/app/templates/7', fetchMock);

    expect(await screen.findByRole('img', { name: 'Slide 1' })).toHaveAttribute('src', '/p/1.png');
    expect(screen.getByRole('img', { name: 'Slide 2' })).toHaveAttribute('src', '/p/2.png');
    expect(screen.queryByText('Preview coming soon')).not.toBeInTheDocument();
  });

  it('says no placeholders were detected, with the hint', async () => {
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates/7': { body: templateDetail({ placeholders: [], placeholder_details: [] }) },
    });
    renderAppWith('/app/templates/7', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No placeholders detected' })).toBeInTheDocument();
    expect(screen.getByText(/Add placeholders like \{\{name\}\}/)).toBeInTheDocument();
  });

  it('hides Delete from members who may not delete', async () => {
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates/7': { body: templateDetail({ can_delete: false, team_name: 'Marketing' }) },
    });
    renderAppWith('/app/templates/7', fetchMock);

    expect(await screen.findByText('Shared with Marketing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const { fetchMock, calls } = fakeTemplatesBackend({
      'GET /api/app/templates/7': { body: templateDetail() },
      'DELETE /api/app/templates/7': { status: 204 },
      'GET /api/app/templates': { body: { templates: [] } },
    });
    const { router } = renderAppWith('/app/templates/7', fetchMock);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this template? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/templates'));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/app/templates/7' });
    expect(await screen.findByText(/^Template “.+” was deleted\.$/)).toBeInTheDocument();
  });

  it('duplicates and opens the copy', async () => {
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates/7': { body: templateDetail() },
      'POST /api/app/templates/7/duplicate': {
        status: 201,
        body: templateListItem({ id: 9, name: 'Copy of Sales Pitch' }),
      },
      'GET /api/app/templates/9': { body: templateDetail({ id: 9, name: 'Copy of Sales Pitch' }) },
    });
    const { router } = renderAppWith('/app/templates/7', fetchMock);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/templates/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy of Sales Pitch' })).toBeInTheDocument();
  });

  it('says the template is not found for a 404', async () => {
    const { fetchMock } = fakeTemplatesBackend({});
    renderAppWith('/app/templates/404', fetchMock);
    expect(await screen.findByRole('heading', { name: 'Template not found' })).toBeInTheDocument();
  });
});
