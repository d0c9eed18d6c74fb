import { Clock } from '../shared';

/** A Clock that always answers the given time. */
export function fixedClock(at: Date): Clock {
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(at);
  return clock;
}
