import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PutTeamSsoBody, TeamSsoView } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../../testing/renderApp';
import { fakeTeamsBackend, teamDetail, validationError } from '../../../../testing/fakeTeamsBackend';
import { configuredSsoView, ssoDomain, teamSsoView } from '../../../../testing/ssoFixtures';

const PAGE = '/app/teams/mkT3am9xQz?tab=sso';
const TEAM = '/api/app/teams/mkT3am9xQz';
const SSO = `${TEAM}/sso`;

/** A back end holding the team's SSO view: GET answers it, the routes a spec gives may change it. */
function ssoBackend(initial: TeamSsoView, routes: Parameters<typeof fakeTeamsBackend>[0] = {}) {
  const state = { view: initial };
  const backend = fakeTeamsBackend({
    [`GET ${TEAM}`]: { body: teamDetail() },
    [`GET ${SSO}`]: () => ({ body: state.view }),
    ...routes,
  });
  return { ...backend, state };
}

describe('Team page, Single sign-on tab', () => {
  it('is a third tab for admins, at ?tab=sso', async () => {
    const { fetchMock } = ssoBackend(teamSsoView());
    const { router } = renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    const tabs = await screen.findByRole('tablist', { name: 'Team sections' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Single sign-on' }));
    expect(await screen.findByLabelText('Issuer URL')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Single sign-on' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Single sign-on' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PAGE);
  });

  it('shows a member the members, never the SSO settings, even at ?tab=sso', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${TEAM}`]: { body: teamDetail({ role: 'member' }) },
    });
    renderAppWith(PAGE, fetchMock);

    expect(await screen.findByRole('list', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Issuer URL')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === SSO)).toBe(false);
  });

  it('explains that SSO is on the Enterprise plan and links to the subscription page', async () => {
    const { fetchMock } = ssoBackend(teamSsoView({ plan_allows: false }));
    renderAppWith(PAGE, fetchMock);

    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(card).toHaveTextContent('part of the Enterprise plan');
    expect(within(card).getByRole('link', { name: /subscription page/ })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    expect(screen.queryByLabelText('Issuer URL')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove SSO' })).not.toBeInTheDocument();
  });

  it('sets SSO up: sends the settings, then lists each domain with its TXT record and keeps the secret hidden', async () => {
    const saved = configuredSsoView({
      domains: [ssoDomain('acme.example'), ssoDomain('acme-labs.example')],
      enforced: true,
    });
    const { fetchMock, calls, state } = ssoBackend(teamSsoView(), {
      [`PUT ${SSO}`]: () => {
        state.view = saved;
        return { body: saved };
      },
    });
    renderAppWith(PAGE, fetchMock);

    const secret = await screen.findByLabelText('Client secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toBeRequired();
    expect(secret).not.toHaveAttribute('placeholder');
    expect(screen.getByText('https://deckmill.example/api/users/sso/callback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Domain verification' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Issuer URL'), ' https://login.acme.example ');
    await userEvent.type(screen.getByLabelText('Client ID'), 'deckmill-app');
    await userEvent.type(secret, 's3cret-value');
    await userEvent.type(
      screen.getByLabelText('Email domains'),
      'Acme.example\nacme-labs.example, acme.example\n',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Require SSO for these domains' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set up SSO' }));

    expect(await screen.findByText(/Single sign-on was set up\./)).toBeInTheDocument();
    const body: PutTeamSsoBody = {
      issuer_url: 'https://login.acme.example',
      client_id: 'deckmill-app',
      client_secret: 's3cret-value',
      domains: ['acme.example', 'acme-labs.example'],
      enforced: true,
    };
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(body);

    const domains = await screen.findByRole('region', { name: 'Domain verification' });
    const rows = within(within(domains).getByRole('list', { name: 'Domains' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('acme.example');
    expect(rows[0]).toHaveTextContent('Not verified');
    expect(rows[0]).toHaveTextContent('_deckmill-sso.acme.example');
    expect(rows[0]).toHaveTextContent(saved.domains[0]?.txt_record_value ?? 'missing');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Verify acme.example' })).toBeEnabled();
    const stored = screen.getByLabelText('Client secret');
    expect(stored).toHaveValue('');
    expect(stored).toHaveAttribute('placeholder', 'stored; leave blank to keep');
    expect(stored).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Save SSO settings' })).toBeInTheDocument();
  });

  it('keeps the stored secret when its field is left blank', async () => {
    const { fetchMock, calls } = ssoBackend(configuredSsoView(), {
      [`PUT ${SSO}`]: { body: configuredSsoView({ enforced: true }) },
    });
    renderAppWith(PAGE, fetchMock);

    expect(await screen.findByLabelText('Issuer URL')).toHaveValue('https://login.acme.example');
    expect(screen.getByLabelText('Client ID')).toHaveValue('deckmill-app');
    expect(screen.getByLabelText('Email domains')).toHaveValue('acme.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Require SSO for these domains' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save SSO settings' }));

    await screen.findByText('Saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      issuer_url: 'https://login.acme.example',
      client_id: 'deckmill-app',
      domains: ['acme.example'],
      enforced: true,
    });
  });

  it("shows the server's field errors beside the fields, naming a bad domain", async () => {
    const { fetchMock } = ssoBackend(teamSsoView(), {
      [`PUT ${SSO}`]: {
        status: 422,
        body: {
          errors: {
            issuer_url: ['Issuer URL must be an http(s) URL.'],
            'domains.1': ['is not a valid domain name.'],
          },
          error: 'Issuer URL must be an http(s) URL.',
        },
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.type(await screen.findByLabelText('Issuer URL'), 'ftp://login.acme.example');
    await userEvent.type(screen.getByLabelText('Client ID'), 'deckmill-app');
    await userEvent.type(screen.getByLabelText('Client secret'), 's3cret');
    await userEvent.type(screen.getByLabelText('Email domains'), 'acme.example\nnot_a_domain');
    await userEvent.click(screen.getByRole('button', { name: 'Set up SSO' }));

    const issuer = screen.getByLabelText('Issuer URL');
    await waitFor(() => expect(issuer).toHaveAttribute('aria-invalid', 'true'));
    expect(issuer).toHaveAccessibleDescription(/Issuer URL must be an http\(s\) URL\./);
    expect(screen.getByLabelText('Email domains')).toHaveAccessibleDescription(
      /not_a_domain is not a valid domain name\./,
    );
    expect(screen.getByLabelText('Client ID')).toHaveAttribute('aria-invalid', 'false');
    // Every message sits beside its field, so no red box repeats one of them.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('puts an error no field owns in the red box', async () => {
    const { fetchMock } = ssoBackend(teamSsoView(), {
      [`PUT ${SSO}`]: {
        status: 403,
        body: { errors: {}, error: 'Only team admins can change single sign-on.' },
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.type(await screen.findByLabelText('Issuer URL'), 'https://login.acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Set up SSO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only team admins can change single sign-on.');
  });

  it('verifies a domain whose TXT record is published, and says so when it is not found yet', async () => {
    let published = false;
    const { fetchMock, state } = ssoBackend(configuredSsoView(), {
      [`POST ${SSO}/domains/acme.example/verify`]: () => {
        if (published)
          state.view = configuredSsoView({
            domains: [ssoDomain('acme.example', { verified: true, verified_by: 'dns' })],
          });
        return { body: state.view };
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Verify acme.example' }));
    expect(await screen.findByText(/No matching TXT record was found yet/)).toBeInTheDocument();

    published = true;
    await userEvent.click(screen.getByRole('button', { name: 'Verify acme.example' }));
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(await within(domains).findByText('Verified by DNS')).toBeInTheDocument();
    expect(within(domains).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(domains).not.toHaveTextContent('_deckmill-sso.acme.example');
  });

  it("shows the saved settings at once, from the save's answer, without waiting for a reload", async () => {
    // The back end's GET keeps answering the old view: only the PUT's answer can change the page.
    const saved = configuredSsoView();
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${TEAM}`]: { body: teamDetail() },
      [`GET ${SSO}`]: { body: teamSsoView() },
      [`PUT ${SSO}`]: { body: saved },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.type(await screen.findByLabelText('Issuer URL'), 'https://login.acme.example');
    await userEvent.type(screen.getByLabelText('Client ID'), 'deckmill-app');
    await userEvent.type(screen.getByLabelText('Client secret'), 's3cret-value');
    await userEvent.type(screen.getByLabelText('Email domains'), 'acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Set up SSO' }));

    expect(await screen.findByText(/Single sign-on was set up\./)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save SSO settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up SSO' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveAttribute(
      'placeholder',
      'stored; leave blank to keep',
    );
    const domains = screen.getByRole('region', { name: 'Domain verification' });
    expect(within(domains).getByRole('button', { name: 'Verify acme.example' })).toBeEnabled();
    // Nothing reloads the view behind the form's back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.method === 'GET' && call.path === SSO)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save SSO settings' })).toBeInTheDocument();
  });

  it("shows a verified domain at once, from the verification's answer", async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${TEAM}`]: { body: teamDetail() },
      [`GET ${SSO}`]: { body: configuredSsoView() },
      [`POST ${SSO}/domains/acme.example/verify`]: {
        body: configuredSsoView({
          domains: [ssoDomain('acme.example', { verified: true, verified_by: 'dns' })],
        }),
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Verify acme.example' }));
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(await within(domains).findByText('Verified by DNS')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.method === 'GET' && call.path === SSO)).toHaveLength(1);
    expect(within(domains).getByText('Verified by DNS')).toBeInTheDocument();
  });

  it('keeps the shown settings when a save fails', async () => {
    const { fetchMock } = ssoBackend(configuredSsoView(), {
      [`PUT ${SSO}`]: validationError('client_secret', 'Enter the client secret again.'),
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.clear(await screen.findByLabelText('Client ID'));
    await userEvent.type(screen.getByLabelText('Client ID'), 'another-app');
    await userEvent.click(screen.getByRole('button', { name: 'Save SSO settings' }));

    // The field is there before the answer: wait for the answer's error to describe it.
    await waitFor(
      () =>
        expect(screen.getByLabelText('Client secret')).toHaveAccessibleDescription(
          /Enter the client secret again\./,
        ),
      { timeout: 5_000 },
    );
    expect(screen.getByLabelText('Client ID')).toHaveValue('another-app');
    expect(screen.getByRole('button', { name: 'Save SSO settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Domain verification' })).toBeInTheDocument();
  });

  it("shows a failed verification's message beside the domain", async () => {
    const { fetchMock } = ssoBackend(configuredSsoView(), {
      [`POST ${SSO}/domains/acme.example/verify`]: {
        status: 422,
        body: { errors: {}, error: 'The DNS lookup failed. Try again in a minute.' },
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Verify acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The DNS lookup failed. Try again in a minute.',
    );
  });

  it('shows a domain an operator verified', async () => {
    const { fetchMock } = ssoBackend(
      configuredSsoView({
        domains: [ssoDomain('acme.example', { verified: true, verified_by: 'operator' })],
      }),
    );
    renderAppWith(PAGE, fetchMock);
    expect(await screen.findByText('Verified by Deckmill')).toBeInTheDocument();
  });

  it('removes SSO after a confirmation', async () => {
    const { fetchMock, calls, state } = ssoBackend(configuredSsoView(), {
      [`DELETE ${SSO}`]: () => {
        state.view = teamSsoView();
        return { status: 204 };
      },
    });
    renderAppWith(PAGE, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove SSO' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove single sign-on' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove SSO' }));

    expect(await screen.findByText('Single sign-on was removed.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === SSO)).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Issuer URL')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Set up SSO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove SSO' })).not.toBeInTheDocument();
  });
});
