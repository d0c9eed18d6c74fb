import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeTemplatesBackend, templateListItem } from '../../../testing/fakeTemplatesBackend';

function cardNamed(name: string): HTMLElement {
  const card = screen.getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

describe('TemplatesPage', () => {
  it('shows own and team templates with badge, counts, date and the first three placeholders', async () => {
    const { fetchMock } = fakeTemplatesBackend({
      'GET /api/app/templates': {
        body: {
          templates: [
            templateListItem({
              id: 8,
              name: 'Team Deck',
              team_id: 4,
              team_name: 'Marketing',
              presentations_count: 1,
              decks_count: 1,
            }),
            templateListItem({ placeholders: ['name'] }),
          ],
        },
      },
    });
    renderAppWith('/app/templates', fetchMock);

    const list = await screen.findByRole('list', { name: 'Your templates' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    const team = cardNamed('Team Deck');
    expect(within(team).getByRole('link', { name: 'Team Deck' })).toHaveAttribute('href', '/app/templates/8');
    expect(within(team).getByText('Marketing')).toHaveAttribute('data-tone', 'blue');
    // The badge sits in a slot that may take a line of its own and cuts a long name: a tab stop whose tooltip
    // names it in full on focus (a title= was never shown to keyboard or touch).
    const slot = within(team).getByText('Marketing').parentElement;
    expect(slot).toHaveAttribute('tabindex', '0');
    slot?.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shared with Marketing');
    // Presentations are the decks made (one batch of one row here), never batches.
    expect(within(team).getByText('1 presentation')).toBeInTheDocument();
    expect(within(team).getByText('5 placeholders')).toBeInTheDocument();
    expect(within(team).getByText('Uploaded Mar 5, 2026')).toBeInTheDocument();
    const chips = within(team).getByRole('list', { name: 'Placeholders' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['{{first_name}}', '{{company}}', '{{title}}', '+2 more']);
    const own = cardNamed('Sales Pitch');
    expect(within(own).queryByText('Marketing')).not.toBeInTheDocument();
    expect(within(own).getByText('1 placeholder')).toBeInTheDocument();
    expect(within(own).getByText('24 presentations')).toBeInTheDocument();
    expect(within(own).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('shows the empty state with an Upload Template link', async () => {
    const { fetchMock } = fakeTemplatesBackend({ 'GET /api/app/templates': { body: { templates: [] } } });
    renderAppWith('/app/templates', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No templates yet' })).toBeInTheDocument();
    expect(screen.getByText('Upload your first PowerPoint template to get started.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Upload Template' })) {
      expect(link).toHaveAttribute('href', '/app/templates/new');
    }
  });
});
