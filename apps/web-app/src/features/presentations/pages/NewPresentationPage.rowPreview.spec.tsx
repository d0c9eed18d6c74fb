import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, type FakeReply } from '../../../testing/fakePresentationsBackend';

const TEMPLATE = { id: 21, name: 'Offer', placeholders: ['company', 'city'] };
const CSV = 'Company,City\nAcme,Oslo\nGlobex,Rome\n';
const HASH = 'a'.repeat(64);
const READY = {
  status: 'ready',
  cached: false,
  slides: [1, 2].map((n) => ({
    url: `/api/app/templates/21/row_previews/${HASH}/${n}`,
    width: 640,
    height: 360,
  })),
  notes: [],
};

/** Step 3 of the wizard with the CSV loaded; answers the bodies the preview route received. */
async function atStepThree(reply: FakeReply) {
  const bodies: unknown[] = [];
  const { fetchMock } = fakePresentationsBackend({
    'GET /api/app/presentations/new': { body: { templates: [TEMPLATE] } },
    'POST /api/app/templates/21/row_preview': (request) => {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
      return reply;
    },
  });
  renderAppWith('/app/presentations/new?template_id=21', fetchMock);
  await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Data file'), {
    target: { files: [new File([CSV], 'offers.csv', { type: 'text/csv' })] },
  });
  await screen.findByRole('cell', { name: 'Globex' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return bodies;
}

describe('NewPresentationPage: preview a row', { timeout: 20_000 }, () => {
  it("sends the chosen row's mapped record and shows its slides in a strip", async () => {
    const bodies = await atStepThree({ body: READY });
    const panel = screen.getByRole('region', { name: 'Preview a row' });
    const row = within(panel).getByLabelText('Row (1 to 2)');
    expect(row).toHaveValue(1);
    expect(within(panel).getByText('Row 1: Acme')).toBeInTheDocument();
    fireEvent.change(row, { target: { value: '2' } });
    expect(within(panel).getByText('Row 2: Globex')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Preview' }));

    const second = await within(panel).findByAltText('Slide 2 of row 2');
    expect(second).toHaveAttribute('src', `/api/app/templates/21/row_previews/${HASH}/2`);
    expect(within(panel).getByAltText('Slide 1 of row 2')).toBeInTheDocument();
    expect(bodies).toEqual([{ values: { company: 'Globex', city: 'Rome' }, locale: 'en-US' }]);
    // The preview never submits the batch.
    expect(screen.getByRole('button', { name: 'Generate Presentations' })).toBeEnabled();
  });

  it('says plainly when LibreOffice is not installed, and how to install it', async () => {
    await atStepThree({
      body: {
        status: 'unavailable',
        reason: 'Previews need LibreOffice on the server.',
        install_hint: 'Debian or Ubuntu: apt-get install libreoffice-impress poppler-utils.',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Previews need LibreOffice on the server.')).toBeInTheDocument();
    expect(screen.getByText(/apt-get install libreoffice-impress poppler-utils/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's error when previews are busy, and refuses a row that does not exist", async () => {
    await atStepThree({
      status: 503,
      body: { error: 'Previews are busy right now. Try again in a moment.', errors: {} },
    });
    const row = screen.getByLabelText('Row (1 to 2)');
    fireEvent.change(row, { target: { value: '3' } });
    expect(screen.getByText('Enter a number from 1 to 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    fireEvent.change(row, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText('Previews are busy right now. Try again in a moment.'),
    ).toBeInTheDocument();
  });
});
