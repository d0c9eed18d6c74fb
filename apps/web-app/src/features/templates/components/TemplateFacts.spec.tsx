import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { templateDetail } from '../../../testing/fakeTemplatesBackend';
import { TemplateFacts } from './TemplateFacts';

/** The value a term of the Details list holds. */
function detail(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('TemplateFacts', () => {
  it('counts the presentations created (decks made), not the batches that made them', () => {
    render(<TemplateFacts template={templateDetail({ presentations_count: 1, decks_count: 1_250 })} />);
    expect(detail('Presentations Created')).toBe('1,250');
    expect(screen.queryByText(/batch/i)).not.toBeInTheDocument();
    expect(detail('File Size')).toBe('2.50 MB');
  });
});
