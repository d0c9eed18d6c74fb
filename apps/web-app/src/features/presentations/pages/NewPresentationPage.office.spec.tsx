import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const TEMPLATES = [{ id: 7, name: 'Sales Pitch', placeholders: ['first_name'] }];
const CSV = 'First_Name\nAnn\nBob\n';
const NOTICE = 'Previews and PDFs need LibreOffice: install it from libreoffice.org, then restart Deckmill.';

/** The wizard at step 3 over a server that has LibreOffice or not (`office_available`). */
async function outputStep(officeAvailable: boolean, officeMissing?: string[]) {
  const { fetchMock } = fakePresentationsBackend({
    'GET /api/app/presentations/new': {
      body: { templates: TEMPLATES, office_available: officeAvailable, office_missing: officeMissing },
    },
  });
  renderAppWith('/app/presentations/new?template_id=7', fetchMock);
  await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
  const input = screen.getByLabelText('Data file');
  fireEvent.change(input, { target: { files: [new File([CSV], 'people.csv', { type: 'text/csv' })] } });
  await screen.findByRole('columnheader', { name: 'First_Name' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return screen.getByLabelText('Output');
}

function option(select: HTMLElement, name: string): HTMLOptionElement {
  return within(select).getByRole<HTMLOptionElement>('option', { name });
}

describe('the wizard where LibreOffice is not installed', () => {
  it('says so next to the output and offers no PDF', async () => {
    const output = await outputStep(false);
    expect(output).toHaveValue('pptx');
    expect(option(output, 'PowerPoint (.pptx)')).toBeEnabled();
    expect(option(output, 'PDF')).toBeDisabled();
    expect(option(output, 'PowerPoint and PDF')).toBeDisabled();
    // The select is described by the notice, so a screen reader says why PDF cannot be chosen.
    expect(output).toHaveAccessibleDescription(/^Previews and PDFs need LibreOffice/);
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(screen.getByRole('link', { name: 'libreoffice.org' })).toHaveAttribute(
      'href',
      'https://www.libreoffice.org/download/',
    );
  });
});

describe('the wizard where LibreOffice is installed but poppler is not', () => {
  it('names poppler, not LibreOffice, and offers no PDF', async () => {
    const output = await outputStep(false, ['pdftoppm']);
    expect(option(output, 'PDF')).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Previews need poppler's pdftoppm, and PDFs its pdffonts/,
    );
    expect(screen.getByRole('note')).not.toHaveTextContent('LibreOffice');
  });
});

describe('the wizard where LibreOffice is installed', () => {
  it('offers PDFs with no notice', async () => {
    const output = await outputStep(true);
    expect(option(output, 'PDF')).toBeEnabled();
    expect(option(output, 'PowerPoint and PDF')).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    fireEvent.change(output, { target: { value: 'pdf' } });
    expect(output).toHaveValue('pdf');
  });
});
