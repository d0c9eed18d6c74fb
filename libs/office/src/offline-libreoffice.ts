import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { keptEnvironment, runConfined } from './run-confined';
import type { SandboxSupport } from './sandbox/sandbox-host';

// Nothing listens on the discard port of the loopback: every proxied request is refused at once.
const DEAD_PROXY_HOST = '127.0.0.1';
const DEAD_PROXY_PORT = 9;
const DEAD_PROXY_URL = `http://${DEAD_PROXY_HOST}:${DEAD_PROXY_PORT}`;

export interface OfflineConversion {
  readonly soffice: string;
  /** The only directory LibreOffice sees: deckPath, outDir and profileDir lie inside it. */
  readonly workDir: string;
  readonly deckPath: string;
  readonly outDir: string;
  /** A fresh directory: concurrent LibreOffice instances sharing one profile lock each other out. */
  readonly profileDir: string;
  readonly timeoutMs: number;
  readonly memoryLimitBytes?: number;
  readonly sandbox: SandboxSupport;
  /** A stopping worker's: the conversion is killed and rejects with its reason (the job goes back). */
  readonly signal?: AbortSignal;
}

/**
 * Converts a deck to PDF with LibreOffice confined by `runConfined` (with bubblewrap: only the system
 * directories and `workDir`, no network, dies with this process) and cut off from the network even
 * without namespaces: the profile and the environment send HTTP, HTTPS and FTP through a proxy that
 * refuses every connection, and no inherited proxy or no_proxy list applies.
 */
export async function convertToPdfOffline(conversion: OfflineConversion): Promise<void> {
  await writeOfflineProfile(conversion.profileDir);
  await runConfined({
    workDir: conversion.workDir,
    command: conversion.soffice,
    args: [
      `-env:UserInstallation=${pathToFileURL(conversion.profileDir).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      conversion.outDir,
      conversion.deckPath,
    ],
    env: { ...keptEnvironment(process.env), ...offlineSettings() },
    timeoutMs: conversion.timeoutMs,
    memoryLimitBytes: conversion.memoryLimitBytes,
    sandbox: conversion.sandbox,
    ...(conversion.signal ? { signal: conversion.signal } : {}),
  });
}

/** The environment that keeps LibreOffice off the network (the display-less backend, a refusing proxy). */
export function offlineSettings(): Record<string, string> {
  return {
    SAL_USE_VCLPLUGIN: 'svp',
    http_proxy: DEAD_PROXY_URL,
    https_proxy: DEAD_PROXY_URL,
    ftp_proxy: DEAD_PROXY_URL,
    all_proxy: DEAD_PROXY_URL,
  };
}

/** A LibreOffice profile whose HTTP, HTTPS and FTP go to a proxy that refuses every connection. */
export async function writeOfflineProfile(profileDir: string): Promise<void> {
  const userDir = path.join(profileDir, 'user');
  await mkdir(userDir, { recursive: true });
  await writeFile(path.join(userDir, 'registrymodifications.xcu'), OFFLINE_SETTINGS);
}

function inetSetting(name: string, value: string | number): string {
  return `<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;
}

// ooInetProxyType 1 = manual proxy settings, which LibreOffice's own HTTP client obeys.
const OFFLINE_SETTINGS = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  inetSetting('ooInetProxyType', 1),
  inetSetting('ooInetNoProxy', ''),
  ...['HTTP', 'HTTPS', 'FTP'].flatMap((scheme) => [
    inetSetting(`ooInet${scheme}ProxyName`, DEAD_PROXY_HOST),
    inetSetting(`ooInet${scheme}ProxyPort`, DEAD_PROXY_PORT),
  ]),
  '</oor:items>',
  '',
].join('\n');
