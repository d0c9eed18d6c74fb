import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, type FakeReply } from '../../../testing/fakePresentationsBackend';
import type { RecordedFile } from '../../../testing/readMultipart';
import { storedZip } from '../../../testing/storedZip';
import { NOT_A_ZIP_MESSAGE } from '../components/wizard/useImagesArchive';
import { chooseColumn } from '../components/wizard/chooseColumn.testing';

const LOGOS = {
  id: 11,
  name: 'Logos',
  placeholders: ['company', 'logo'],
  structure: {
    tags: [
      { path: 'company', filters: [] },
      { path: 'logo', filters: ['cover'], image: true },
    ],
    sections: [],
  },
};
/** A picture only inside a section: the archive is still asked for. */
const TEAM = {
  id: 12,
  name: 'Team',
  placeholders: ['team'],
  structure: {
    tags: [{ path: 'team', filters: [] }],
    sections: [
      {
        name: 'people',
        inverted: false,
        kind: 'table-rows',
        slide: 1,
        tags: [{ path: 'photo', filters: [], image: true }],
        sections: [],
      },
    ],
  },
};
const PLAIN = { id: 13, name: 'Plain', placeholders: ['company'] };
const CSV =
  'Company,Logo,Other\nAcme,acme.png,gone.png\nBeta,gone.png,x\nCore,https://x.test/c.png,y\nDelta,,z\n';
const ARCHIVE_LABEL = 'Images archive (.zip)';

function open(templateId: number, bulkCreate?: FakeReply) {
  const { fetchMock, calls } = fakePresentationsBackend({
    'GET /api/app/presentations/new': { body: { templates: [LOGOS, TEAM, PLAIN] } },
    ...(bulkCreate && { 'POST /api/app/presentations/bulk_create': bulkCreate }),
  });
  renderAppWith(`/app/presentations/new?template_id=${templateId}`, fetchMock);
  return calls;
}

const upload = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const archive = (entries: Record<string, string>, name = 'logos.zip') =>
  new File([storedZip(entries)], name, { type: 'application/zip' });

// Each test walks the wizard; the first also loads the whole app: room for a loaded machine.
describe('NewPresentationPage: pictures from data', { timeout: 20_000 }, () => {
  it('offers the images archive only for templates with pictures, inside sections too', async () => {
    open(13);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    expect(screen.queryByLabelText(ARCHIVE_LABEL)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('radio', { name: /Team/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(ARCHIVE_LABEL)).toBeInTheDocument();
    expect(
      screen.getByText(/Rows name pictures by file name inside this archive \(folders allowed\)/),
    ).toBeInTheDocument();
  });

  it('refuses a file that is not a ZIP or is too large, next to the picker', async () => {
    open(11);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    upload(ARCHIVE_LABEL, new File(['x'], 'logos.rar', { type: 'application/vnd.rar' }));
    const input = screen.getByLabelText(ARCHIVE_LABEL);
    expect(screen.getByText(NOT_A_ZIP_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      NOT_A_ZIP_MESSAGE,
    );

    const huge = archive({ 'a.png': 'x' }, 'huge.zip');
    Object.defineProperty(huge, 'size', { value: MAX_IMAGES_ARCHIVE_BYTES + 1 });
    upload(ARCHIVE_LABEL, huge);
    expect(screen.getByText(IMAGES_FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('huge.zip')).not.toBeInTheDocument();

    // Named .zip, but no ZIP inside: found once its end is read.
    upload(ARCHIVE_LABEL, new File(['name,logo\n'], 'fake.zip', { type: 'application/zip' }));
    expect(await screen.findByText(NOT_A_ZIP_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('fake.zip')).not.toBeInTheDocument();
  });

  it('labels the picture, checks row 1 against the archive, counts the rows it lacks, sends the archive', async () => {
    const calls = open(11, {
      status: 422,
      body: {
        error: 'The images archive could not be used.',
        errors: { images_file: ['The images archive is not a ZIP file.'] },
      },
    });
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    upload('Data file', new File([CSV], 'logos.csv', { type: 'text/csv' }));
    upload(ARCHIVE_LABEL, archive({ 'acme.png': 'png', 'logos/': '', 'logos/beta.png': 'png' }));
    expect(await screen.findByText(/2 files/)).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const logo = screen.getByLabelText('{{%logo}}');
    expect(logo).toHaveValue('Logo');
    expect(logo).toHaveAccessibleDescription(/Picture, fills the frame/);
    expect(logo).toHaveAccessibleDescription(/Row 1: acme\.png \(in the archive\)/);
    expect(logo).toHaveAccessibleDescription(/1 of 4 rows names a picture the archive lacks\./);
    await chooseColumn('{{%logo}}', 'Other');
    expect(await screen.findByText('Row 1: gone.png: not in the archive')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 rows name a picture the archive lacks.')).toBeInTheDocument();
    await chooseColumn('{{%logo}}', 'Logo');

    // Back and forth keeps the archive, like the data file.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('logos.zip')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));

    expect(
      await screen.findByText(/Images archive: The images archive is not a ZIP file\. Go Back/),
    ).toBeInTheDocument();
    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    // The test DOM's multipart drops file names: the archive is known by the names inside it.
    const sent = await (form?.get('presentation[images_file]') as RecordedFile).text();
    expect(sent).toContain('logos/beta.png');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('The images archive is not a ZIP file.')).toBeInTheDocument();
    // Another archive: the server's word was about the last one.
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove file' })[1]);
    upload(ARCHIVE_LABEL, archive({ 'acme.png': 'png' }, 'other.zip'));
    await waitFor(() =>
      expect(screen.queryByText('The images archive is not a ZIP file.')).not.toBeInTheDocument(),
    );
  });

  it('sends no archive for a template without pictures', async () => {
    const calls = open(13, { status: 201, body: { id: 'x', status: 'pending', row_count: 4 } });
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    upload('Data file', new File([CSV], 'logos.csv', { type: 'text/csv' }));
    await screen.findByRole('cell', { name: 'Acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/app/presentations/bulk_create')).toBe(true),
    );
    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.has('presentation[images_file]')).toBe(false);
    expect(form?.has('presentation[csv_file]')).toBe(true);
  });
});
