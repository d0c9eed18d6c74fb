import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { SessionStarter, SessionView } from '../accounts';
import { AuthModule } from '../auth';
import { LocalModeGateMiddleware } from './local-mode-gate.middleware';
import { LOCAL_MODE, type LocalMode } from './local-mode';
import { LocalOpenController } from './local-open.controller';
import { LocalQuitController } from './local-quit.controller';

/**
 * Local mode (the desktop app): the launcher's way in (`/local/open`), Quit, and the 404 of what local mode has
 * no use for. Loaded only in local mode, so elsewhere these routes do not exist.
 */
@Module({})
export class LocalGatewayModule implements NestModule {
  static forLocalMode(local: LocalMode): DynamicModule {
    return {
      module: LocalGatewayModule,
      imports: [AuthModule],
      controllers: [LocalOpenController, LocalQuitController],
      providers: [{ provide: LOCAL_MODE, useValue: local }, SessionStarter, SessionView],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(LocalModeGateMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
