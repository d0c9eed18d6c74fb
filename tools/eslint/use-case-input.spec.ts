import { lintAs, stopLinting } from './lint-as';

const lint = (fileName: string, source: string) => lintAs(fileName, source, 'deckmill/use-case-input');
const useCase = (execute: string) =>
  [
    "import type { RpcPayload } from '@deckmill/messaging';",
    'export class RenameTeamUseCase {',
    `  ${execute} {`,
    '    return Promise.resolve(undefined);',
    '  }',
    '}',
    '',
  ].join('\n');
const FILE = 'apps/teams/src/teams/use-cases/rename-team/rename-team.use-case.ts';

describe("the use-case-input lint rule (docs/service-conventions.md, a use case's input)", () => {
  afterAll(stopLinting);

  it('lets execute take one `input`, a defaulted one, or nothing', async () => {
    expect(
      await lint(FILE, useCase("async execute(input: RpcPayload<'teams.rename'>): Promise<void>")),
    ).toEqual([]);
    expect(await lint(FILE, useCase('async execute(input: { now?: Date } = {}): Promise<void>'))).toEqual([]);
    expect(await lint(FILE, useCase('async execute(): Promise<void>'))).toEqual([]);
  });

  it('refuses positional parameters, with the shape to use instead', async () => {
    const messages = await lint(
      FILE,
      useCase('async execute(actorId: string, teamRef: string): Promise<void>'),
    );
    expect(messages).toEqual([expect.stringMatching(/takes one input object/)]);
  });

  it('refuses a parameter under another name or destructured', async () => {
    expect(await lint(FILE, useCase('async execute(userId: string): Promise<void>'))).toEqual([
      expect.stringMatching(/Name the use case's parameter `input`/),
    ]);
    expect(await lint(FILE, useCase('async execute({ job }: { job: string }): Promise<void>'))).toEqual([
      expect.stringMatching(/`input`/),
    ]);
  });

  it('refuses a second public method, leaving private helpers alone', async () => {
    const source = [
      'export class SettleUseCase {',
      '  execute(): void {}',
      '  failed(): void {}',
      '  private helper(): void {}',
      '}',
      '',
    ].join('\n');
    expect(await lint(FILE, source)).toEqual([
      expect.stringMatching(/one public method, `execute`: make `failed` private/),
    ]);
  });

  it('refuses a command class anywhere in a service', async () => {
    const messages = await lint(
      'apps/generation/src/retention/use-cases/delete-batch/delete-batch.command.ts',
      'export class DeleteBatchCommand {\n  constructor(readonly batchId: string) {}\n}\n',
    );
    expect(messages).toEqual([expect.stringMatching(/No command classes/)]);
  });

  it("leaves other classes' execute methods alone (outside use-case files)", async () => {
    const source =
      'export class Runner {\n  execute(a: string, b: string): string {\n    return a + b;\n  }\n}\n';
    expect(await lint('apps/server/src/commands/runner.ts', source)).toEqual([]);
  });
});
