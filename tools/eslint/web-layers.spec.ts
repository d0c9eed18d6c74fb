import { lintAs, stopLinting } from './lint-as';

const lint = (fileName: string, source: string) => lintAs(fileName, source, 'deckmill/web-layers');

describe('the web-layers lint rule (docs/frontend.md, "Layers")', () => {
  afterAll(stopLinting);

  it('refuses a feature importing another feature', async () => {
    const messages = await lint(
      'apps/web-app/src/features/dashboard/components/Probe.tsx',
      "import { TeamCard } from '../../teams/components/TeamCard';\nexport const probe = TeamCard;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/Features never import each other \(dashboard -> teams\)/),
    ]);
  });

  it('refuses a feature importing app/', async () => {
    const messages = await lint(
      'apps/web-admin/src/features/users/components/Probe.tsx',
      "import * as routing from '../../../app/routing/pages';\nexport const probe = routing;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/never import app\//)]);
  });

  it('refuses production code importing test support', async () => {
    const messages = await lint(
      'apps/web-app/src/features/teams/components/Probe.tsx',
      "import * as fake from '../../../testing/fakeTeamsBackend';\nexport const probe = fake;\n",
    );
    expect(messages).toEqual(['Only specs import testing/.']);
  });

  it('lets a feature import the shared layers and its own files', async () => {
    const messages = await lint(
      'apps/web-app/src/features/teams/components/Probe.tsx',
      "import { paths } from '../../../config/paths';\nimport { TeamCard } from './TeamCard';\nexport const probe = [paths, TeamCard];\n",
    );
    expect(messages).toEqual([]);
  });
});
