import type { ObjectStorage } from '@deckmill/storage';
import { receiveJsonBatch } from './batch-request';

const storage = { putStream: async () => undefined } as unknown as ObjectStorage;
const rows = [{ name: 'Ada', customer_id: 'C-1', email: 'ada@example.com' }];

describe('API v1 create: personal links and what the mail carries', () => {
  it('passes the share options and the delivery content on to generation', async () => {
    const { call } = await receiveJsonBatch(
      {
        template_id: 42,
        rows,
        share_links: true,
        share_access: 'allow_download',
        share_gate: 'email_match',
        share_gate_column: 'email',
        share_expires_at: '2027-01-31T23:59:59Z',
        share_key_column: 'customer_id',
        share_draw_ahead: true,
        share_notify_email: true,
        deliver_to_column: 'email',
        delivery: { content: 'link' },
      },
      storage,
    );
    expect(call.sharing).toEqual({
      enabled: true,
      access: 'allow_download',
      gate: 'email_match',
      gateColumn: 'email',
      expiresAt: '2027-01-31T23:59:59Z',
      keyColumn: 'customer_id',
      drawAhead: true,
      notifyByEmail: true,
    });
    expect(call.delivery).toMatchObject({ column: 'email', content: 'link' });
  });

  it('sends no sharing settings when none are asked for (the plan decides), and refuses a bad one', async () => {
    const { call } = await receiveJsonBatch({ template_id: 42, rows }, storage);
    expect(call).not.toHaveProperty('sharing');
    await expect(receiveJsonBatch({ template_id: 42, rows, share_links: 'yes' }, storage)).rejects.toThrow();
    await expect(
      receiveJsonBatch({ template_id: 42, rows, delivery: { content: 'fax' } }, storage),
    ).rejects.toThrow();
  });
});
