import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileBusLog } from '../src/in-process/bus-log';
import { InProcessBus } from '../src/in-process/in-process-bus';
import type { LogRecord } from '../src/in-process/log-records';
import { runBusContract, type BusWorld } from './bus.contract';
import { never, sleep, waitFor } from './support/wait-for';

function tempDirectory(): string {
  return mkdtempSync(join(tmpdir(), `deckmill-bus-${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'local'}-`));
}

/** Each test gets its own data directory; buses opened on it share state, as embedded mode does. */
async function createWorld(): Promise<BusWorld> {
  const directory = tempDirectory();
  return {
    open: () => InProcessBus.open({ directory }),
    injectRawJob: async (subject, json) => {
      const log = new FileBusLog(directory);
      log.append({
        t: 'msg',
        seq: lastSeq(log.initial) + 1,
        stream: 'jobs',
        subject,
        json,
        headers: {},
        at: Date.now(),
      });
      log.close();
    },
    dispose: async () => rmSync(directory, { recursive: true, force: true }),
  };
}

function lastSeq(records: readonly LogRecord[]): number {
  return Math.max(0, ...records.map((r) => (r.t === 'msg' ? r.seq : r.t === 'sequence' ? r.last : 0)));
}

describe('InProcessBus', () => {
  runBusContract(createWorld);

  describe('on a data directory, across process restarts', () => {
    let directory: string;
    const opened: InProcessBus[] = [];
    const open = async () => {
      const bus = await InProcessBus.open({ directory });
      opened.push(bus);
      return bus;
    };

    beforeEach(() => {
      directory = tempDirectory();
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
      rmSync(directory, { recursive: true, force: true });
    });

    it('redelivers what was unacked and never what was acked', async () => {
      const first = await open();
      const firstRun: string[] = [];
      await first.consumeJobs(
        'system.probe-job',
        { durable: 'renderers', ackWaitMs: 300, concurrency: 2 },
        async ({ data }) => {
          firstRun.push(data.id);
          if (data.id === 'interrupted') return never();
        },
      );
      const audited: string[] = [];
      await first.subscribeEvent('system.probe', { durable: 'audit' }, async ({ data }) => {
        audited.push(data.id);
      });
      await first.enqueueJob('system.probe-job', { id: 'finished' });
      await first.enqueueJob('system.probe-job', { id: 'interrupted' });
      await first.publishEvent('system.probe', { id: 'seen' });
      await waitFor('both jobs and the event', () => firstRun.length === 2 && audited.length === 1);
      await sleep(20);
      await first.close();

      const second = await open();
      const secondRun: { id: string; count: number }[] = [];
      await second.consumeJobs(
        'system.probe-job',
        { durable: 'renderers', ackWaitMs: 300 },
        async (delivery) => {
          secondRun.push({ id: delivery.data.id, count: delivery.deliveryCount });
        },
      );
      const reaudited: string[] = [];
      await second.subscribeEvent('system.probe', { durable: 'audit' }, async ({ data }) => {
        reaudited.push(data.id);
      });
      const latecomer: string[] = [];
      await second.subscribeEvent('system.probe', { durable: 'latecomer' }, async ({ data }) => {
        latecomer.push(data.id);
      });

      await waitFor('the interrupted job', () => secondRun.length === 1 && latecomer.length === 1);
      await sleep(400);
      expect(secondRun).toEqual([{ id: 'interrupted', count: 2 }]);
      expect(reaudited).toEqual([]);
      expect(latecomer).toEqual(['seen']);
    });

    it('keeps dead letters and ignores a torn last line after a crash', async () => {
      const first = await open();
      await first.consumeJobs('system.probe-job', { durable: 'strict' }, async () => ({
        kind: 'reject',
        reason: 'never valid',
      }));
      await first.enqueueJob('system.probe-job', { id: 'rejected' });
      await waitFor('the dead letter', async () => (await first.readDeadLetters()).length === 1);
      await first.close();
      appendFileSync(join(directory, 'bus.log'), '{"t":"msg","seq":99,"str');

      const second = await open();
      expect(await second.readDeadLetters()).toMatchObject([{ consumer: 'strict', reason: 'never valid' }]);
      await second.enqueueJob('system.probe-job', { id: 'after-crash' }, { messageId: 'm-1' });
      const seen: string[] = [];
      await second.consumeJobs('system.probe-job', { durable: 'strict' }, async ({ data }) => {
        seen.push(data.id);
      });
      await waitFor('the new job', () => seen.length === 1);
      expect(seen).toEqual(['after-crash']);
    });
  });

  it('keeps everything in memory when no directory is given', async () => {
    const bus = await InProcessBus.open();
    const other = await InProcessBus.open();
    const seen: string[] = [];
    await other.subscribeEvent('system.probe', { durable: 'elsewhere' }, async ({ data }) => {
      seen.push(data.id);
    });
    const mine: string[] = [];
    await bus.subscribeEvent('system.probe', { durable: 'here' }, async ({ data }) => {
      mine.push(data.id);
    });
    await bus.publishEvent('system.probe', { id: 'local' });

    await waitFor('the event', () => mine.length === 1);
    await sleep(50);
    expect(seen).toEqual([]);
    await Promise.all([bus.close(), other.close()]);
    await expect(bus.ping()).rejects.toThrow(/closed/);
  });
});
