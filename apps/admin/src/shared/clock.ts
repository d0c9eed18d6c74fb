import { Injectable } from '@nestjs/common';

/** The current time, injected so tests can fix it (the 7-day window, the home figures' cache). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
