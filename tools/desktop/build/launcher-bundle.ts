import path from 'node:path';

/** The launcher (tools/desktop/src) as one CommonJS script: a SEA's main script can only require built-ins. */
export async function bundleLauncher(root: string, output: string): Promise<string> {
  const { build } = await import('rolldown');
  await build({
    input: path.join(root, 'tools/desktop/src/main.ts'),
    platform: 'node',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warn',
    output: { file: output, format: 'cjs', codeSplitting: false },
  });
  return output;
}
