import { loadConfig, GenerationConfig } from '@deckmill/config';
import { streamSettingsFrom } from './stream-settings';

const ENV = {
  DATABASE_URL: 'postgres://deckmill:pw@db:5432/deckmill',
  NATS_URL: 'nats://nats:4222',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY: 'minio',
  S3_SECRET_KEY: 'minio-secret',
  ROW_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
};

describe('streamSettingsFrom', () => {
  it('holds only what the environment sets, in the units of the streams', () => {
    const config = loadConfig(GenerationConfig, {
      ...ENV,
      NATS_STREAM_REPLICAS: '3',
      NATS_EVENTS_MAX_AGE_HOURS: '48',
      NATS_JOBS_MAX_BYTES: '1073741824',
      NATS_DEADLETTER_MAX_BYTES: '-1',
    });
    expect(streamSettingsFrom(config)).toEqual({
      replicas: 3,
      events: { maxAgeMs: 48 * 3_600_000 },
      jobs: { maxBytes: 1_073_741_824 },
      deadLetter: { maxBytes: -1 },
    });
  });

  it('sets nothing when nothing is set', () => {
    expect(streamSettingsFrom(loadConfig(GenerationConfig, ENV))).toEqual({
      events: {},
      jobs: {},
      deadLetter: {},
    });
  });

  it('refuses replicas NATS cannot have and sizes that are a unit mistake', () => {
    const refused = (env: Record<string, string>) => () => loadConfig(GenerationConfig, { ...ENV, ...env });
    expect(refused({ NATS_STREAM_REPLICAS: '7' })).toThrow(/NATS_STREAM_REPLICAS.*from 1 to 5/);
    expect(refused({ NATS_STREAM_REPLICAS: '0' })).toThrow(/NATS_STREAM_REPLICAS/);
    expect(refused({ NATS_EVENTS_MAX_BYTES: '500' })).toThrow(/NATS_EVENTS_MAX_BYTES.*-1 \(no limit\)/);
    expect(refused({ NATS_DEADLETTER_MAX_AGE_HOURS: '-2' })).toThrow(/NATS_DEADLETTER_MAX_AGE_HOURS/);
  });
});
