import { Injectable } from '@nestjs/common';

/** Time, injectable so expiry rules can be tested. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
