import { Logger } from '@nestjs/common';
import { NatsStatusLogger } from './nats-status-logger';

describe('NatsStatusLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the connection status lines of Nest’s NATS transports at debug, anything else as asked', () => {
    const said: Array<[string, unknown]> = [];
    for (const level of ['error', 'log', 'debug'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        said.push([level, args[0]]);
      });
    }
    const logger = new NatsStatusLogger('ClientNats');
    logger.error('NatsError: type: "disconnect".');
    logger.log('NatsStatus: type: "reconnect".');
    logger.error('NatsError: type: "error", error: "Permissions Violation".');
    logger.log('NatsStatus: type: "update", added: "a", deleted: "".');

    expect(said).toEqual([
      ['debug', 'NatsError: type: "disconnect".'],
      ['debug', 'NatsStatus: type: "reconnect".'],
      ['error', 'NatsError: type: "error", error: "Permissions Violation".'],
      ['log', 'NatsStatus: type: "update", added: "a", deleted: "".'],
    ]);
  });
});
