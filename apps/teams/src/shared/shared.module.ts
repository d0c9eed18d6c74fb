import { Module } from '@nestjs/common';
import { BillingSeatLimits, SeatLimits } from './seat-limits';
import { Clock } from './clock';
import { TeamMessages } from './team-messages';
import { TeamsOutboxModule } from './teams-outbox.module';
import { UserDirectory } from './user-directory';

/** What both domains use: identity lookups, seat limits, the clock and outgoing messages. */
@Module({
  imports: [TeamsOutboxModule],
  providers: [Clock, TeamMessages, UserDirectory, { provide: SeatLimits, useClass: BillingSeatLimits }],
  exports: [Clock, TeamMessages, UserDirectory, SeatLimits],
})
export class TeamsSharedModule {}
