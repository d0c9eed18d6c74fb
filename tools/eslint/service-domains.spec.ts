import { lintAs, stopLinting } from './lint-as';

const lint = (fileName: string, source: string) => lintAs(fileName, source, 'deckmill/service-domains');

describe("the service-domains lint rule (docs/service-conventions.md, a domain's index.ts)", () => {
  afterAll(stopLinting);

  it("refuses a domain importing another domain's file, in any service", async () => {
    const messages = await lint(
      'apps/generation/src/retention/probe.ts',
      "import { Batch } from '../batches/entities/batch.entity';\nexport const probe = Batch;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/Import the batches domain through its index\.ts/)]);
    expect(
      await lint(
        'apps/billing/src/usage/probe.ts',
        "export { periodEndFrom } from '../calendar/billing-period';\n",
      ),
    ).toEqual([expect.stringMatching(/calendar domain/)]);
  });

  it("refuses shared/'s files too, and a jest.mock of another domain's file", async () => {
    const messages = await lint(
      'apps/teams/src/sso/use-cases/probe.spec.ts',
      "import { Clock } from '../../shared/clock';\njest.mock('../../teams/entities/team.entity');\nexport const probe = Clock;\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('lets a domain use another through its index, its own files, testing/ and the root files', async () => {
    const messages = await lint(
      'apps/generation/src/rendering/use-cases/probe.ts',
      [
        "import { Batch } from '../../batches';",
        "import { GenerationErrors } from '../../shared/index';",
        "import { BatchProgress } from '../batch-progress';",
        "import { tempObjectStorage } from '../../testing/temp-object-storage';",
        "import { GENERATION_OPTIONS } from '../../generation.options';",
        'export const probe = [Batch, GenerationErrors, BatchProgress, tempObjectStorage, GENERATION_OPTIONS];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it("lets the service's root files compose the domains from their files", async () => {
    const messages = await lint(
      'apps/generation/src/generation.module.ts',
      "import { BatchesModule } from './batches/batches.module';\nexport const probe = BatchesModule;\n",
    );
    expect(messages).toEqual([]);
  });
});
