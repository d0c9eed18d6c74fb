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

  it('names poppler when LibreOffice is there but pdftoppm is not', () => {
    render(<SlidePreviews previews={{ status: 'unavailable', urls: [] }} officeMissing={['pdftoppm']} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      "Previews need poppler's pdftoppm, and PDFs its pdffonts: install poppler (poppler-utils on Linux, brew install poppler on a Mac), then restart Deckmill.",
    );
    expect(screen.getByRole('note')).not.toHaveTextContent('LibreOffice');
  });

  it('names both when neither is installed', () => {
    render(
      <SlidePreviews
        previews={{ status: 'unavailable', urls: [] }}
        officeMissing={['LibreOffice', 'pdftoppm']}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Previews and PDFs need LibreOffice and poppler');
  });

  it('says previews are on their way while they are drawn', () => {
    render(<SlidePreviews previews={{ status: 'pending', urls: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating previews…');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
