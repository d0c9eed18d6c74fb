import { Module } from '@nestjs/common';
import { BillingSeatLimits, SeatLimits } from './seat-limits';
import { Clock } from './clock';
import { TeamMessages } from './team-messages';
import { UserDirectory } from './user-directory';

/** What both domains use: identity lookups, seat limits, the clock and outgoing messages. */
@Module({
  providers: [Clock, TeamMessages, UserDirectory, { provide: SeatLimits, useClass: BillingSeatLimits }],
  exports: [Clock, TeamMessages, UserDirectory, SeatLimits],
})
export class TeamsSharedModule {}
