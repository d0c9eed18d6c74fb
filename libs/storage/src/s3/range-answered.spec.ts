import { Readable } from 'node:stream';
import { rangeAnswered } from './range-answered';

function answer(contentRange?: string): Readable {
  return Object.assign(Readable.from([Buffer.from('bytes')]), {
    headers: contentRange === undefined ? {} : { 'content-range': contentRange },
  });
}

describe('rangeAnswered', () => {
  it('passes the body on when S3 answered the bytes asked for', () => {
    const body = answer('bytes 100-149/400');
    expect(rangeAnswered('p/a.pack', body, 100, 149)).toBe(body);
  });

  it('refuses, and closes, a whole object or other bytes: a slice must never read as its pack', () => {
    for (const body of [answer(), answer('bytes 0-399/400'), answer('bytes 100-150/400')]) {
      expect(() => rangeAnswered('p/a.pack', body, 100, 149)).toThrow(
        'S3 answered bytes 100-149 of "p/a.pack"',
      );
      expect(body.destroyed).toBe(true);
    }
  });
});
