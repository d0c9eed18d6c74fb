import { deliveryPlan } from './useDelivery';

const ann = { Name: 'Ann', Email: 'ann@example.com' };
const bob = { Name: 'Bob', Email: 'bob@example.com' };
const cid = { Name: 'Cid', Email: 'cid@example.com' };

describe('deliveryPlan', () => {
  it('holds Generate back until these recipients are confirmed', () => {
    const unconfirmed = deliveryPlan({ enabled: true, confirmed: null }, 'Email', [ann, bob]);
    expect(unconfirmed.holdBack).toBe('Confirm the e-mails to send.');
    const confirmed = deliveryPlan({ enabled: true, confirmed: unconfirmed.confirmation }, 'Email', [
      ann,
      bob,
    ]);
    expect([confirmed.confirmed, confirmed.holdBack]).toEqual([true, null]);
  });

  it('asks again when other decks head the list with the same count (another grouping)', () => {
    const first = deliveryPlan({ enabled: true, confirmed: null }, 'Email', [ann, bob]).confirmation;
    const regrouped = deliveryPlan({ enabled: true, confirmed: first }, 'Email', [ann, cid]);
    expect(regrouped.recipients.mailed).toBe(2);
    expect([regrouped.confirmed, regrouped.holdBack]).toEqual([false, 'Confirm the e-mails to send.']);
  });
});
