import { Injectable } from '@nestjs/common';

/** Time, injectable so retry schedules can be tested. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
