import sea from 'node:sea';

/** An asset the build embedded in this executable (a view of the executable's memory, not a copy). */
export function readAsset(key: string): Buffer {
  if (!sea.isSea()) throw new Error('Run the built executable (npm run build:desktop), not this script.');
  return Buffer.from(sea.getRawAsset(key) as ArrayBuffer);
}
