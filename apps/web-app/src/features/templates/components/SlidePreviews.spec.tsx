import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlidePreviews } from './SlidePreviews';

describe('SlidePreviews', () => {
  it('says LibreOffice is needed, and where to get it, when previews are unavailable', () => {
    render(<SlidePreviews previews={{ status: 'unavailable', urls: [] }} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Previews and PDFs need LibreOffice: install it from libreoffice.org, then restart Deckmill.',
    );
    expect(screen.getByRole('link', { name: 'libreoffice.org' })).toHaveAttribute(
      'href',
      'https://www.libreoffice.org/download/',
    );
  });

  it('says previews are on their way while they are drawn', () => {
    render(<SlidePreviews previews={{ status: 'pending', urls: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating previews…');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
