import { othersMayWrite } from './cluster-template';

describe('othersMayWrite', () => {
  const ownOnly = { uid: 1000, mode: 0o40700 };

  it('refuses, on Linux and macOS, a directory of another owner or that group or others may write', () => {
    expect(othersMayWrite(ownOnly, 'linux', 1000)).toBe(false);
    expect(othersMayWrite(ownOnly, 'darwin', 1001)).toBe(true);
    expect(othersMayWrite({ uid: 1000, mode: 0o40770 }, 'linux', 1000)).toBe(true);
    expect(othersMayWrite({ uid: 1000, mode: 0o40757 }, 'linux', 1000)).toBe(true);
  });

  it('accepts on Windows the mode 666 that Node reports for every writable directory there', () => {
    expect(othersMayWrite({ uid: 0, mode: 0o40666 }, 'win32', undefined)).toBe(false);
    expect(othersMayWrite({ uid: 0, mode: 0o40666 }, 'linux', undefined)).toBe(true);
  });
});
