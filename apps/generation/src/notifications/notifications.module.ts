import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Notification } from './entities/notification.entity';
import { NotificationsRpcController } from './notifications.rpc-controller';
import { ListNotificationsUseCase } from './use-cases/list-notifications/list-notifications.use-case';

/** The in-app notifications of finished batches. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification])],
  controllers: [NotificationsRpcController],
  providers: [ListNotificationsUseCase],
})
export class NotificationsModule {}
