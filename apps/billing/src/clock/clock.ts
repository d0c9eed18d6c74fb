/**
 * The time billing runs on. Months, periods and proration all read it, so tests can move it across a
 * month end or a billing date (`jest.spyOn(app.get(CLOCK), 'now')`).
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('BILLING_CLOCK');

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
