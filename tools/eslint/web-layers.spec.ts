import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** Lints `source` as if it were the file `fileName` of the repository, with the repository's own config. */
function lint(fileName: string, source: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      ESLINT,
      '--format',
      'json',
      '--rule',
      '@nx/enforce-module-boundaries: off',
      '--stdin',
      '--stdin-filename',
      fileName,
    ],
    { cwd: ROOT, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'deckmill/web-layers')
    .map((message) => message.message);
}

describe('the web-layers lint rule (docs/frontend.md, "Layers")', () => {
  it('refuses a feature importing another feature', () => {
    const messages = lint(
      'apps/web-app/src/features/dashboard/components/Probe.tsx',
      "import { TeamCard } from '../../teams/components/TeamCard';\nexport const probe = TeamCard;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/Features never import each other \(dashboard -> teams\)/),
    ]);
  });

  it('refuses a feature importing app/', () => {
    const messages = lint(
      'apps/web-admin/src/features/users/components/Probe.tsx',
      "import * as routing from '../../../app/routing/pages';\nexport const probe = routing;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/never import app\//)]);
  });

  it('refuses production code importing test support', () => {
    const messages = lint(
      'apps/web-app/src/features/teams/components/Probe.tsx',
      "import * as fake from '../../../testing/fakeTeamsBackend';\nexport const probe = fake;\n",
    );
    expect(messages).toEqual(['Only specs import testing/.']);
  });

  it('lets a feature import the shared layers and its own files', () => {
    const messages = lint(
      'apps/web-app/src/features/teams/components/Probe.tsx',
      "import { paths } from '../../../config/paths';\nimport { TeamCard } from './TeamCard';\nexport const probe = [paths, TeamCard];\n",
    );
    expect(messages).toEqual([]);
  });
});
