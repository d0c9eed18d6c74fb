import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenerationOutboxModule } from '../shared';
import { DeckNoticeThrottle } from './deck-notice-throttle';
import { DeckNoticesEvents } from './deck-notices.events';
import { Notification } from './entities/notification.entity';
import { NotificationRepository } from './notification.repository';
import { NotificationsRpcController } from './notifications.rpc-controller';
import { ListNotificationsUseCase } from './use-cases/list-notifications/list-notifications.use-case';
import { NoticeDeckViewedUseCase } from './use-cases/notice-deck-viewed/notice-deck-viewed.use-case';

/** The in-app notifications of finished batches and of viewed decks (with their mail). */
@Module({
  imports: [TypeOrmModule.forFeature([Notification]), GenerationOutboxModule],
  controllers: [NotificationsRpcController],
  providers: [
    ListNotificationsUseCase,
    NotificationRepository,
    DeckNoticeThrottle,
    NoticeDeckViewedUseCase,
    DeckNoticesEvents,
  ],
})
export class NotificationsModule {}
