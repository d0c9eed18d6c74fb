import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { Notification } from './entities/notification.entity';
import { NotificationsRpcController } from './notifications.rpc-controller';
import { ListNotificationsUseCase } from './use-cases/list-notifications/list-notifications.use-case';

/** The in-app notifications of finished batches. */
@Module({
  imports: [DatabaseModule.forFeature([Notification])],
  controllers: [NotificationsRpcController],
  providers: [ListNotificationsUseCase],
})
export class NotificationsModule {}
