import fs from 'node:fs';
import path from 'node:path';

// Every library has a README.md that says what it is for, its public surface, who may import it and where its
// docs are. What a check can see is kept true here: the README exists, names the import path, has a "Who may
// import" section that names the library's Nx tags (project.json, which eslint.config.mjs's boundaries read),
// and its links to files of the repository resolve. The libraries are the directories of libs/, so a new one
// fails here until its README is written.
const root = path.resolve(__dirname, '../..');
const libsDir = path.join(root, 'libs');

const WHO_MAY_IMPORT = 'Who may import';

function libraries(): string[] {
  return fs
    .readdirSync(libsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text under a `## heading`, up to the next heading of that level; undefined without the heading. */
function sectionOf(markdown: string, heading: string): string | undefined {
  const start = new RegExp(`^## ${escaped(heading)}[ \\t]*$`, 'm').exec(markdown);
  if (!start) return undefined;
  const rest = markdown.slice(start.index + start[0].length);
  const next = /^## /m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

/** The targets of the Markdown links that point into the repository (no scheme, no bare anchor). */
function repositoryLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

function tagsOf(name: string): string[] {
  const project = path.join(libsDir, name, 'project.json');
  if (!fs.existsSync(project)) return [];
  return (JSON.parse(fs.readFileSync(project, 'utf8')) as { tags?: string[] }).tags ?? [];
}

function problemsOf(name: string): string[] {
  const dir = path.join(libsDir, name);
  const file = path.join(dir, 'README.md');
  if (!fs.existsSync(file)) return ['no README.md'];
  const markdown = fs.readFileSync(file, 'utf8');
  const problems: string[] = [];
  const importPath = `@deckmill/${name}`;
  // `@deckmill/csv` is named by `@deckmill/csv/data` too, `@deckmill/api` is not by `@deckmill/api-client`.
  if (!new RegExp(`${escaped(importPath)}(?![\\w-])`).test(markdown)) {
    problems.push(`does not name ${importPath}`);
  }
  const whoMayImport = sectionOf(markdown, WHO_MAY_IMPORT);
  if (!whoMayImport) {
    problems.push(`has no "## ${WHO_MAY_IMPORT}" section`);
  } else {
    for (const tag of tagsOf(name)) {
      if (!whoMayImport.includes(tag)) problems.push(`"${WHO_MAY_IMPORT}" does not name its tag ${tag}`);
    }
  }
  for (const target of repositoryLinks(markdown)) {
    if (!fs.existsSync(path.resolve(dir, target))) problems.push(`links to ${target}, which does not exist`);
  }
  return problems;
}

describe('library READMEs', () => {
  it('finds the libraries in libs/', () => {
    expect(libraries()).toEqual(expect.arrayContaining(['database', 'messaging', 'pptx']));
  });

  it.each(libraries())('libs/%s has a README.md that says who may import it', (name) => {
    expect(problemsOf(name)).toEqual([]);
  });

  it('reads sections and links as the check above needs', () => {
    const markdown = [
      '# @deckmill/x',
      '',
      `## ${WHO_MAY_IMPORT}`,
      '',
      'Tags `scope:shared`. See [the map](../../docs/architecture.md#library-map).',
      '',
      '### Detail',
      '',
      '## Docs',
      '',
      '[site](https://example.com), [above](#docs)',
    ].join('\n');
    expect(sectionOf(markdown, WHO_MAY_IMPORT)).toBe(
      'Tags `scope:shared`. See [the map](../../docs/architecture.md#library-map).\n\n### Detail',
    );
    expect(sectionOf(markdown, 'Tests')).toBeUndefined();
    expect(repositoryLinks(markdown)).toEqual(['../../docs/architecture.md']);
  });
});
