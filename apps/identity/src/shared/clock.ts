import { Injectable } from '@nestjs/common';

/** The current time, injected so tests can move it forward (token expiry, idle sessions, lockout). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
