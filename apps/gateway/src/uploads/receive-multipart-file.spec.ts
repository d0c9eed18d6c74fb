import { endedByClient } from './receive-multipart-file';

const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
const prematureClose = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('an upload ended by its client', () => {
  it('is a reset, an abort or a premature close while the body was still arriving', () => {
    for (const error of [reset, prematureClose, new Error('aborted')])
      expect(endedByClient({ complete: false }, error)).toBe(true);
  });

  it('is not the same errors once the whole body arrived: object storage failed, a server fault', () => {
    for (const error of [reset, prematureClose, new Error('aborted')])
      expect(endedByClient({ complete: true }, error)).toBe(false);
  });

  it('is not any other failure', () => {
    expect(endedByClient({ complete: false }, new Error('connect ECONNREFUSED 127.0.0.1:9000'))).toBe(false);
  });
});
