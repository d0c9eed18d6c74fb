import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { teamListItem } from '../../../testing/fakeTeamsBackend';
import {
  fakeTemplatesBackend,
  templateDetail,
  templateListItem,
} from '../../../testing/fakeTemplatesBackend';
import { FakeUploadRequest } from '../../../testing/fakeUploadRequest';

function pptx(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  });
}

function request(): FakeUploadRequest {
  const sent = FakeUploadRequest.last;
  if (!sent) throw new Error('nothing was uploaded');
  return sent;
}

beforeEach(() => {
  FakeUploadRequest.install();
  document.cookie = 'dm_csrf=csrf-from-cookie';
});

describe('NewTemplatePage', () => {
  it('picks a .pptx, shows its name and size, fills the name, and Remove file clears it', async () => {
    const { fetchMock } = fakeTemplatesBackend({});
    renderAppWith('/app/templates/new', fetchMock);
    const user = userEvent.setup();

    const upload = await screen.findByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    expect(screen.getByLabelText('Template Name')).toHaveAttribute('placeholder', 'Sales Pitch Deck');
    await user.upload(screen.getByLabelText('PowerPoint file'), pptx('Quarterly Review.pptx', 1_572_864));

    expect(screen.getByText('Quarterly Review.pptx')).toBeInTheDocument();
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Template Name')).toHaveValue('Quarterly Review');
    expect(upload).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('Quarterly Review.pptx')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('ignores dropped files that are not .pptx and takes a dropped deck', async () => {
    const { fetchMock } = fakeTemplatesBackend({});
    renderAppWith('/app/templates/new', fetchMock);
    const zone = (await screen.findByText(/Drag and drop your .pptx file here/)).closest('label');
    if (!zone) throw new Error('no drop zone');

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.pdf')] } });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.queryByText('notes.pdf')).not.toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'photo.png'), pptx('Pitch.pptx', 10)] } });
    expect(screen.getByText('Pitch.pptx')).toBeInTheDocument();
    expect(screen.getByText('0.00 MB')).toBeInTheDocument();
  });

  it('keeps a typed name when a file is picked', async () => {
    const { fetchMock } = fakeTemplatesBackend({});
    renderAppWith('/app/templates/new', fetchMock);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Template Name'), 'My Deck');
    await user.upload(screen.getByLabelText('PowerPoint file'), pptx('other.pptx', 10));
    expect(screen.getByLabelText('Template Name')).toHaveValue('My Deck');
  });

  it('uploads with a real progress bar, then opens the new template', async () => {
    const { fetchMock } = fakeTemplatesBackend({ 'GET /api/app/templates/7': { body: templateDetail() } }, [
      teamListItem({ id: 4, name: 'Marketing' }),
    ]);
    const { router } = renderAppWith('/app/templates/new', fetchMock);
    const user = userEvent.setup();

    await user.upload(await screen.findByLabelText('PowerPoint file'), pptx('Sales Pitch.pptx', 2048));
    await user.selectOptions(await screen.findByLabelText('Share with team'), 'Marketing');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const sent = request();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/app/templates');
    expect(sent.headers['X-CSRF-Token']).toBe('csrf-from-cookie');
    expect(sent.body?.get('template[name]')).toBe('Sales Pitch');
    expect(sent.body?.get('template[team_id]')).toBe('4');
    const file = sent.body?.get('template[file]');
    expect(file instanceof File ? file.name : file).toBe('Sales Pitch.pptx');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    act(() => sent.progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    act(() => sent.answer(201, templateListItem()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/templates/7'));
  });

  it('says with the confirmation what the server removed from the file', async () => {
    const { fetchMock } = fakeTemplatesBackend({ 'GET /api/app/templates/7': { body: templateDetail() } });
    renderAppWith('/app/templates/new', fetchMock);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('PowerPoint file'), pptx('Macro Deck.pptx', 2048));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const removed =
      'Macros and ActiveX controls were removed: presentations made from this template never run code.';
    act(() => request().answer(201, { ...templateListItem(), notices: [removed] }));
    expect(await screen.findByText(`Template was uploaded. ${removed}`)).toBeInTheDocument();
  });

  it('shows the server refusal under the file field', async () => {
    const { fetchMock } = fakeTemplatesBackend({});
    renderAppWith('/app/templates/new', fetchMock);
    const user = userEvent.setup();

    await user.upload(await screen.findByLabelText('PowerPoint file'), pptx('locked.pptx', 10));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const message = 'This presentation is password-protected. Remove the password and upload it again.';
    act(() => request().answer(422, { error: message, errors: { file: [message] } }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByLabelText('Share with team')).not.toBeInTheDocument();
  });

  it('goes back to the list on Cancel', async () => {
    const { fetchMock } = fakeTemplatesBackend({ 'GET /api/app/templates': { body: { templates: [] } } });
    const { router } = renderAppWith('/app/templates/new', fetchMock);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/app/templates');
  });
});
