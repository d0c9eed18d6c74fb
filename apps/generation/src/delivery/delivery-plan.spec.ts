import { fillTemplate, hasColumn, planDeliveries, rateSlots, recipientCount } from './delivery-plan';

const HOUR = 60 * 60_000;

describe('delivery plan', () => {
  it("fills {{field}} with the row's values, by name whatever the case and spaces, unknown ones with nothing", () => {
    const fields = { Company: 'Acme', 'First name': 'Ada' };
    expect(fillTemplate('Hi {{ first name }}, the deck for {{company}} {{missing}}.', fields)).toBe(
      'Hi Ada, the deck for Acme .',
    );
  });

  it('knows a column any row has', () => {
    expect(hasColumn([{ a: '1' }, { Email: 'x@example.com' }], ' email ')).toBe(true);
    expect(hasColumn([{ a: '1' }], 'email')).toBe(false);
  });

  it('skips rows without a valid address, saying why, and fills each mail with its row', () => {
    const plan = planDeliveries(
      [
        { row: 1, fileName: 'EMEA/Acme.pptx', fields: { Email: ' ada@example.com ', Company: 'Acme' } },
        { row: 2, fileName: 'Globex.pptx', fields: { Email: 'not-an-address', Company: 'Globex' } },
        { row: 3, fileName: 'Initech.pptx', fields: { Email: '', Company: 'Initech' } },
      ],
      'email',
      { subject: 'Deck for {{Company}}\nBcc: evil@example.com', body: 'Hello {{company}}, see {{file}}.' },
    );
    expect(plan[0]).toEqual({
      row: 1,
      recipient: 'ada@example.com',
      subject: 'Deck for Acme Bcc: evil@example.com',
      body: 'Hello Acme, see Acme.pptx.',
      status: 'waiting',
      detail: null,
    });
    expect(plan[1]).toMatchObject({
      status: 'skipped',
      detail: '"not-an-address" is not an e-mail address.',
    });
    expect(plan[2]).toMatchObject({ status: 'skipped', detail: 'No address in "email".' });
    expect(recipientCount(plan)).toBe(1);
  });

  it('sends at once under the hourly limit and delays the excess, never dropping a mail', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const slots = rateSlots([], 5, now, 2).map((slot) => slot.getTime() - now.getTime());
    expect(slots).toEqual([0, 0, HOUR, HOUR, 2 * HOUR]);
  });

  it('counts the slots the account already used in the last hour', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const used = [new Date(now.getTime() - 50 * 60_000), new Date(now.getTime() - 10 * 60_000)];
    const slots = rateSlots(used, 2, now, 2).map((slot) => slot.getTime() - now.getTime());
    expect(slots).toEqual([10 * 60_000, 50 * 60_000]);
  });
});
