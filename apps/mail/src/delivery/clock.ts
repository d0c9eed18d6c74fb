import { Injectable } from '@nestjs/common';

/** The current time, injected so a test can age a claim (a delivery that died mid-send). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
