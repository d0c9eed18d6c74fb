import fs from 'node:fs';
import path from 'node:path';
import { binaryKind, describeKind } from './binary-format';

const prebuilds = path.resolve(__dirname, '../../../node_modules/argon2/prebuilds');

describe('binary formats', () => {
  it("tells argon2's prebuilt addons apart by format and CPU", () => {
    const kind = (file: string) => describeKind(binaryKind(fs.readFileSync(path.join(prebuilds, file))));
    expect(kind('linux-x64/argon2.glibc.node')).toBe('elf-x64');
    expect(kind('linux-arm64/argon2.armv8.glibc.node')).toBe('elf-arm64');
    expect(kind('darwin-arm64/argon2.armv8.glibc.node')).toBe('macho-arm64');
    expect(kind('win32-x64/argon2.glibc.node')).toBe('pe-x64');
  });

  it('knows no format in other bytes', () => {
    expect(binaryKind(Buffer.from('#!/bin/sh\necho hi\n'))).toBeUndefined();
    expect(describeKind(undefined)).toBe('unknown');
  });
});
