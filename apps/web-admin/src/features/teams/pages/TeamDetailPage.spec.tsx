import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminTeamDetail } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const PATH = '/admin/teams/mkT3am9xQz';
const API = '/api/admin/teams/mkT3am9xQz';
const VERIFY = 'POST /api/admin/sso_domains/verify';

describe('admin TeamDetailPage, single sign-on', () => {
  it("marks one of the team's SSO domains verified (trimmed, lower-cased) and says so", async () => {
    const sent: unknown[] = [];
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: { body: adminTeamDetail() },
      [VERIFY]: async (request) => {
        sent.push(await request.json());
        return { status: 204 };
      },
    });

    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    await userEvent.type(within(card).getByLabelText('Email domain'), ' Acme.Example ');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark verified' }));

    expect(await within(card).findByText('acme.example is marked verified.')).toBeInTheDocument();
    expect(sent).toEqual([{ team_id: 7, domain: 'acme.example' }]);
    expect(within(card).getByLabelText('Email domain')).toHaveValue('');
  });

  it("shows the server's refusal beside the field", async () => {
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: { body: adminTeamDetail() },
      [VERIFY]: {
        status: 422,
        body: {
          errors: { domain: ['is not one of this team’s SSO domains.'] },
          error: 'is not one of this team’s SSO domains.',
        },
      },
    });

    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    await userEvent.type(within(card).getByLabelText('Email domain'), 'other.example');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark verified' }));

    const field = within(card).getByLabelText('Email domain');
    expect(await within(card).findByText('is not one of this team’s SSO domains.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByText(/is marked verified/)).not.toBeInTheDocument();
  });

  it('puts any other failure in the red box', async () => {
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: { body: adminTeamDetail() },
      [VERIFY]: { status: 404, body: { errors: {}, error: 'Team not found.' } },
    });

    const card = await screen.findByRole('region', { name: 'Single sign-on' });
    await userEvent.type(within(card).getByLabelText('Email domain'), 'acme.example');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark verified' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Team not found.');
  });
});
