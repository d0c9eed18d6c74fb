import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shareSummary } from '../../../testing/shareLinkFixtures';
import { ShareSummary } from './ShareSummary';

function figure(term: string): string | null | undefined {
  const glance = within(screen.getByRole('group', { name: 'Links at a glance' }));
  return glance.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ShareSummary', () => {
  it('gives the open rate, the median time and the slides that held viewers longest', () => {
    render(
      <ShareSummary
        summary={shareSummary({
          links: 10,
          opened: 3,
          open_rate: 0.3,
          median_seconds: 95,
          top_slides: [{ slide: 3, seconds: 3725 }],
        })}
      />,
    );
    expect(figure('Opened')).toBe('3 of 10 links (30%)');
    expect(figure('Median time')).toBe('1 min 35 s');
    expect(figure('Most-viewed slides')).toBe('Slide 3 · 1 h 2 min');
  });

  it('says there are no views yet instead of empty figures', () => {
    render(<ShareSummary summary={shareSummary({ links: 1 })} />);
    expect(figure('Opened')).toBe('0 of 1 link (0%)');
    expect(figure('Median time')).toBe('No views yet');
    expect(figure('Most-viewed slides')).toBe('No views yet');
  });
});
