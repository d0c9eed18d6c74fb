import type { Request, Response } from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { RegistrationsController, SIGN_UP_REQUESTED } from './registrations.controller';

const req = { header: () => 'Firefox' } as unknown as Request;
const res = { locals: { csrfToken: 'csrf' } } as unknown as Response;
const user = {
  name: 'Grace',
  company: '',
  email: 'grace@example.com',
  password: 'violet-harbour-tram-42',
  password_confirmation: 'violet-harbour-tram-42',
};

function setup(reply: { confirmedUserId: string | null; joinedTeam: object | null }) {
  const call = jest.fn(async () => ({ done: true, ...reply }));
  return { controller: new RegistrationsController({ call } as unknown as RpcClient), call };
}

describe('RegistrationsController', () => {
  it("passes an invitation link's token on to identity as it came, and vouches for nothing", async () => {
    const { controller, call } = setup({ confirmedUserId: null, joinedTeam: null });
    await controller.signUp({ user: { ...user, invitation_token: ' the-token ' } }, req, res);
    expect(call).toHaveBeenCalledWith('identity.sign-up', {
      name: 'Grace',
      company: null,
      email: 'grace@example.com',
      password: 'violet-harbour-tram-42',
      invitationToken: 'the-token',
      userAgent: 'Firefox',
    });
    await controller.signUp({ user }, req, res);
    expect(call).toHaveBeenLastCalledWith(
      'identity.sign-up',
      expect.objectContaining({ invitationToken: null }),
    );
  });

  it('answers as always unless identity confirmed the account', async () => {
    const { controller } = setup({ confirmedUserId: null, joinedTeam: null });
    await expect(
      controller.signUp({ user: { ...user, invitation_token: 'the-token' } }, req, res),
    ).resolves.toEqual({ user: null, csrf_token: 'csrf', message: SIGN_UP_REQUESTED });
  });

  it('names the team an invitation claimed for the new account', async () => {
    const { controller } = setup({
      confirmedUserId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
      joinedTeam: { id: 3, shortId: 'k3rn3l', name: 'Kernel & Co' },
    });
    await expect(
      controller.signUp({ user: { ...user, invitation_token: 'the-token' } }, req, res),
    ).resolves.toEqual({
      user: null,
      csrf_token: 'csrf',
      message: expect.stringContaining('you have joined Kernel & Co'),
      email_confirmed: true,
      team: { id: 3, short_id: 'k3rn3l', name: 'Kernel & Co' },
    });
  });
});
