import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, type FakeReply } from '../../../testing/fakePresentationsBackend';

const TEMPLATES = [{ id: 7, name: 'Sales Pitch', placeholders: ['first_name', 'company'] }];
// Bob has no address and Eve's is not one: they get decks, not e-mails.
const CSV =
  'First_Name,Company,Contact\n' +
  'Ann,Acme,ann@x.test\n' +
  'Bob,Beta,\n' +
  'Cid,Core, cid@x.test \n' +
  'Dee,Delta,dee@x.test\n' +
  'Eve,Echo,eve at echo\n';
const CREATED_ID = '55555555-5555-4555-8555-555555555555';
const PAID = { subscription_tier: 'starter' as const, usage_limit: 250 };

function backend(bulkCreate: FakeReply, user: typeof PAID | { subscription_tier: 'free' } = PAID) {
  return fakePresentationsBackend(
    {
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/presentations/bulk_create': bulkCreate,
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    },
    { user },
  );
}

/** Opens the wizard with the template chosen, loads the CSV and goes on to step 3. */
async function openStepThree(csv = CSV) {
  await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Data file'), {
    target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] },
  });
  await screen.findByRole('columnheader', { name: 'Contact' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Map Columns' });
}

describe('NewPresentationPage, e-mail each deck', () => {
  it('counts the recipients in the column of addresses, asks to confirm them, and posts the delivery', async () => {
    const { fetchMock, calls } = backend({
      status: 201,
      body: { id: CREATED_ID, status: 'pending', row_count: 5 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await openStepThree();

    const option = screen.getByRole('checkbox', { name: 'E-mail each deck' });
    expect(option).not.toBeChecked();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Presentations' })).toBeEnabled();
    fireEvent.click(option);

    // The column whose values look like addresses is suggested.
    expect(screen.getByLabelText('Send to the address in column')).toHaveValue('Contact');
    expect(screen.getByLabelText('Subject')).toHaveValue('Your presentation');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Use {{First_Name}} or any column: filled in for each row.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue(
      'Hello,\n\nHere is your presentation.\n\nBest regards',
    );
    expect(
      screen.getByText(
        '3 decks will be e-mailed. 2 decks without a valid address in Contact: made, not e-mailed.',
      ),
    ).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate Presentations' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Confirm the e-mails to send.');

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Your offer, {{First_Name}}' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Hi {{First_Name}},\nsee attached.' },
    });
    fireEvent.change(screen.getByLabelText(/Reply-to/), { target: { value: 'sales@acme.test' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send 3 e-mails' }));
    expect(generate).toBeEnabled();
    fireEvent.click(generate);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));

    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[deliver_to_column]')).toBe('Contact');
    expect(form?.get('presentation[delivery_subject]')).toBe('Your offer, {{First_Name}}');
    // A form posts a textarea's line breaks as CRLF.
    expect(form?.get('presentation[delivery_body]')).toBe('Hi {{First_Name}},\r\nsee attached.');
    expect(form?.get('presentation[delivery_reply_to]')).toBe('sales@acme.test');
    expect(form?.get('presentation[delivery_confirm_count]')).toBe('3');
  });

  it('asks again when the count changes, and holds Generate back while no row has an address', async () => {
    const { fetchMock } = backend({ status: 201, body: { id: CREATED_ID, status: 'pending', row_count: 5 } });
    renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await openStepThree();
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail each deck' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send 3 e-mails' }));
    const generate = screen.getByRole('button', { name: 'Generate Presentations' });
    expect(generate).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Send to the address in column'), {
      target: { value: 'Company' },
    });
    expect(screen.getByText(/^0 decks will be e-mailed\./)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Send / })).not.toBeInTheDocument();
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('No row has a valid e-mail address in Company.');

    fireEvent.change(screen.getByLabelText('Send to the address in column'), { target: { value: '' } });
    expect(generate).toHaveAccessibleDescription('Choose the column with the e-mail addresses.');

    fireEvent.change(screen.getByLabelText('Send to the address in column'), {
      target: { value: 'Contact' },
    });
    expect(screen.getByRole('checkbox', { name: 'Send 3 e-mails' })).not.toBeChecked();

    // Another file with as many recipients is asked about again too.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send 3 e-mails' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File([CSV], 'others.csv', { type: 'text/csv' })] },
    });
    await screen.findByText('others.csv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('checkbox', { name: 'Send 3 e-mails' })).not.toBeChecked();

    // Turned off again: Generate no longer waits.
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail each deck' }));
    expect(generate).toBeEnabled();
  });

  it('counts one e-mail per group when grouping by a column', async () => {
    const { fetchMock, calls } = backend({
      status: 201,
      body: { id: CREATED_ID, status: 'pending', row_count: 2 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    // Two groups; the deck of each takes its address from the group's first row.
    const grouped =
      'First_Name,Company,Contact\nAnn,Acme,ann@x.test\nBob,Acme,\nCid,Core,\nDee,Core,dee@x.test\n';
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File([grouped], 'people.csv', { type: 'text/csv' })] },
    });
    await screen.findByRole('columnheader', { name: 'Contact' });
    fireEvent.click(screen.getByRole('radio', { name: /One deck per value of column/ }));
    fireEvent.change(screen.getByLabelText('Group by column'), { target: { value: 'Company' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Map Columns' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail each deck' }));
    expect(
      screen.getByText(
        '1 deck will be e-mailed. 1 deck without a valid address in Contact: made, not e-mailed.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send 1 e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));
    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[group_by]')).toBe('Company');
    expect(form?.get('presentation[delivery_confirm_count]')).toBe('1');
    expect(form?.has('presentation[delivery_reply_to]')).toBe(false);
  });

  it("shows the server's refusal of a delivery field next to it", async () => {
    const { fetchMock } = backend({
      status: 422,
      body: {
        error: 'Check the e-mail settings.',
        errors: {
          delivery_reply_to: ['Reply-to is not a valid address.'],
          delivery_confirm_count: ['3 e-mails were confirmed, but 4 rows have an address.'],
        },
      },
    });
    renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await openStepThree();
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail each deck' }));
    fireEvent.change(screen.getByLabelText(/Reply-to/), { target: { value: 'sales at acme' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send 3 e-mails' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));

    expect(await screen.findByText('Check the e-mail settings.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reply-to/)).toHaveAccessibleDescription(
      'Where answers go. Reply-to is not a valid address.',
    );
    expect(screen.getByLabelText(/Reply-to/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Send 3 e-mails' })).toHaveAccessibleDescription(
      '3 e-mails were confirmed, but 4 rows have an address.',
    );
  });

  it('on the free plan, shows the option switched off with a way to upgrade, and posts no delivery', async () => {
    const { fetchMock, calls } = backend(
      { status: 201, body: { id: CREATED_ID, status: 'pending', row_count: 5 } },
      { subscription_tier: 'free' },
    );
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await openStepThree();

    const option = screen.getByRole('checkbox', { name: 'E-mail each deck' });
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleDescription(/part of the paid plans/);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/settings/subscription/new',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));
    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect([...(form?.keys() ?? [])].filter((name) => name.includes('deliver'))).toEqual([]);
  });
});
