import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Neither the issue tracker nor the numbered product spec is in the repository, so a comment or a doc that
// names an issue's number or a spec section's number points nowhere: say what was meant, or link the doc.
const root = path.resolve(__dirname, '../..');
const pattern = String.raw`\b[Ii]ssues? [0-9]+|\b[Ss]pec(ification)?('s)? §?[0-9]`;

function trackerReferences(): string[] {
  try {
    return execFileSync('git', ['grep', '-nE', pattern, '--', 'apps', 'libs', 'tools', 'docs', '*.md'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
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
    // Made from parts, so that this file names no reference itself.
    const reference = (word: string, number: string) =>
      `a row may fail (${word} ${number}): the others go on`;
    expect(new RegExp(pattern).test(reference('issue', '17'))).toBe(true);
    expect(new RegExp(pattern).test(reference('spec', '4.2'))).toBe(true);
    expect(new RegExp(pattern).test('an issue with 3 rows')).toBe(false);
  });
});
