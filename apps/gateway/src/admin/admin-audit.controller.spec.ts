import 'reflect-metadata';
import type { ChainVerification } from '@deckmill/bus-contracts';
import type { RpcClient } from '@deckmill/messaging';
import type { ActivityResponder } from '../activity';
import { AdminAuditController, VERIFY_TIMEOUT_MS } from './admin-audit.controller';

const VERIFIED: ChainVerification = { ok: true, chains: 3, entries: 12, firstBroken: null };

function controllerWith(call: jest.Mock): AdminAuditController {
  return new AdminAuditController({ call } as unknown as RpcClient, {} as ActivityResponder);
}

describe('AdminAuditController.verify', () => {
  it('waits minutes for the chain check, and a second request joins the one under way', async () => {
    let finish: (value: ChainVerification) => void = () => undefined;
    const call = jest.fn(() => new Promise<ChainVerification>((resolve) => (finish = resolve)));
    const controller = controllerWith(call);

    const first = controller.verify();
    const second = controller.verify();
    finish(VERIFIED);

    const answers = await Promise.all([first, second]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('audit.verify', {}, { timeoutMs: VERIFY_TIMEOUT_MS });
    expect(VERIFY_TIMEOUT_MS).toBeGreaterThanOrEqual(5 * 60_000);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ ok: true });
  });

  it('starts a new check once the last one has finished, also after a failure', async () => {
    const call = jest.fn().mockRejectedValueOnce(new Error('rpc_timeout')).mockResolvedValueOnce(VERIFIED);
    const controller = controllerWith(call);

    await expect(controller.verify()).rejects.toThrow('rpc_timeout');
    await expect(controller.verify()).resolves.toMatchObject({ ok: true });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
