import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Neither the issue tracker nor the numbered product spec is in the repository, so "issue 16" or "spec 2.3" in
// a comment or a doc points nowhere for the next reader: say what was meant, or link the doc section.
const root = path.resolve(__dirname, '../..');
const pattern = String.raw`\b[Ii]ssues? [0-9]+|\b[Ss]pec(ification)?('s)? §?[0-9]`;

function trackerReferences(): string[] {
  try {
    return execFileSync('git', ['grep', '-nE', pattern, '--', 'apps', 'libs', 'tools', 'docs', '*.md'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .filter((line) => !line.startsWith('tools/checks/tracker-references.spec.ts:'));
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('references to the tracker and the numbered spec', () => {
  it('finds none in code, tools or docs', () => {
    expect(trackerReferences()).toEqual([]);
  });

  it('would find one', () => {
    expect(new RegExp(pattern).test('a row may fail (issue 17): the others go on')).toBe(true);
    expect(new RegExp(pattern).test('status colours (spec 4.2)')).toBe(true);
    expect(new RegExp(pattern).test('an issue with 3 rows')).toBe(false);
  });
});
