import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activityEntry } from '../../../testing/activityFixtures';
import { renderAppWith } from '../../../testing/renderApp';
import {
  adaAdmin,
  fakeTeamsBackend,
  graceMember,
  teamDetail,
  validationError,
} from '../../../testing/fakeTeamsBackend';

const teamPath = '/api/app/teams/mkT3am9xQz';

describe('TeamDetailPage activity tab', () => {
  it("shows the team's activity to an admin, with who acted and the team's exports", async () => {
    const { fetchMock } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`GET ${teamPath}/activity`]: {
        body: {
          entries: [
            activityEntry({
              action: 'member.invited',
              actor: { kind: 'user', id: 'u1', email: 'ada@example.com', api_key_id: null },
              target: { type: 'invitation', id: '9', label: 'linus@example.com' },
            }),
          ],
          next_cursor: null,
        },
      },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    const tabs = await screen.findByRole('tablist', { name: 'Team sections' });
    expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    // The tab names its panel: no card heading repeats it.
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Activity' }));

    // The list shows "Loading activity..." until the page arrives: wait for the entry, however slow the machine.
    const firstItem = () =>
      within(screen.getByRole('list', { name: 'Team activity' })).getAllByRole('listitem')[0];
    await waitFor(() => expect(firstItem()).toHaveTextContent('Invited linus@example.com'), {
      timeout: 10_000,
    });
    const items = within(screen.getByRole('list', { name: 'Team activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ada@example.com');
    expect(within(tabs).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${teamPath}/activity?format=csv`,
    );
  });

  it('has no Activity tab for a member, even at ?tab=activity, and never asks for it', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail({ role: 'member' }) },
    });
    renderAppWith('/app/teams/mkT3am9xQz?tab=activity', fetchMock);

    expect(await screen.findByRole('list', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Team sections' })).not.toBeInTheDocument();
    // Without tabs the card's heading names the list.
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/activity'))).toBe(false);
  });
});

describe('TeamDetailPage', () => {
  it('shows a member the name, created date and members with roles as text only', async () => {
    const { fetchMock } = fakeTeamsBackend({ [`GET ${teamPath}`]: { body: teamDetail({ role: 'member' }) } });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText(/Created Mar 5, 2026/)).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('Grace Hopper');
    expect(rows[1]).toHaveTextContent('Member');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('gives an admin Invite Member, Settings, role selectors (a badge for the sole admin) and Remove', async () => {
    const { fetchMock } = fakeTeamsBackend({ [`GET ${teamPath}`]: { body: teamDetail() } });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    expect(await screen.findByRole('button', { name: 'Invite Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/teams/mkT3am9xQz/edit',
    );
    // The sole admin's role cannot change: a badge, not a selector.
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Lovelace' })).not.toBeInTheDocument();
    const [ada] = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(ada).toHaveTextContent('Admin');
    expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
  });

  it('with two admins unlocks both selectors but still hides Remove for the first admin found', async () => {
    const members = [adaAdmin, { ...graceMember, role: 'admin' as const }];
    const { fetchMock } = fakeTeamsBackend({ [`GET ${teamPath}`]: { body: teamDetail({ members }) } });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    expect(await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
  });

  it('changes a role with update_role', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`PATCH ${teamPath}/members/11/update_role`]: { body: { ...graceMember, role: 'admin' } },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Grace Hopper' }),
      'admin',
    );
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' }),
    );
    expect(await screen.findByText(/^Role changed to Admin for \S+@\S+\.$/)).toBeInTheDocument();
  });

  it('removes a member only after the confirmation', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`DELETE ${teamPath}/members/11`]: { status: 204 },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to remove this member?');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(/^\S+@\S+ was removed from the team\.$/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${teamPath}/members/11`,
    ]);
  });

  it('invites with email and role, then closes and resets the dialog', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`POST ${teamPath}/members`]: {
        status: 201,
        body: {
          status: 'invited',
          invitation: {
            id: 5,
            email: 'new@example.com',
            role: 'admin',
            expires_at: '2026-03-12T10:00:00.000Z',
            created_at: '2026-03-05T10:00:00.000Z',
          },
        },
      },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('member');
    await userEvent.type(email, 'new@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(
      await screen.findByText('Invitation sent to new@example.com. It is valid for 7 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      role: 'admin',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('member');
  });

  it('keeps the dialog open with the error keyed email beneath the field', async () => {
    const message = 'grace@example.com is already a member of this team.';
    const { fetchMock } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`POST ${teamPath}/members`]: validationError('email', message),
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists pending invitations to admins with Resend and Revoke', async () => {
    const invitation = {
      id: 5,
      email: 'new@example.com',
      role: 'member' as const,
      expires_at: '2026-03-12T10:00:00.000Z',
      created_at: '2026-03-05T10:00:00.000Z',
    };
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail({ invitations: [invitation] }) },
      [`POST ${teamPath}/invitations/5/resend`]: { body: invitation },
      [`DELETE ${teamPath}/invitations/5`]: { status: 204 },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(pending).toHaveTextContent('new@example.com');
    expect(pending).toHaveTextContent('expires Mar 12, 2026');
    await userEvent.click(within(pending).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invitation sent again to new@example.com.')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation to new@example.com was revoked.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([`POST ${teamPath}/invitations/5/resend`, `DELETE ${teamPath}/invitations/5`]),
    );
  });

  it('says a team is not found to strangers', async () => {
    const { fetchMock } = fakeTeamsBackend({});
    renderAppWith('/app/teams/unknown123', fetchMock);

    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to teams' })).toHaveAttribute('href', '/app/teams');
  });

  it('asks an admin before they make themselves a member, and changes nothing on Cancel', async () => {
    const members = [adaAdmin, { ...graceMember, role: 'admin' as const }];
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail({ members }) },
      [`PATCH ${teamPath}/members/10/update_role`]: { body: { ...adaAdmin, role: 'member' } },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);
    const ownRole = await screen.findByRole('combobox', { name: 'Role of Ada Lovelace' });

    await userEvent.selectOptions(ownRole, 'member');
    const dialog = screen.getByRole('alertdialog', { name: 'Make Yourself a Member' });
    expect(dialog).toHaveTextContent('Are you sure you want to give up your admin role?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ownRole).toHaveValue('admin');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.selectOptions(ownRole, 'member');
    await userEvent.click(screen.getByRole('button', { name: 'Make me a member' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'member' }),
    );
  });

  it('asks an admin before they remove themselves, then leaves for the team list', async () => {
    const graceAdmin = { ...graceMember, role: 'admin' as const };
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail({ members: [graceAdmin, adaAdmin] }) },
      [`DELETE ${teamPath}/members/10`]: { status: 204 },
    });
    renderAppWith('/app/teams/mkT3am9xQz', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Yourself' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove yourself from this team?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove me' }));

    expect(await screen.findByText('You left the team.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${teamPath}/members/10`,
    ]);
  });
});
