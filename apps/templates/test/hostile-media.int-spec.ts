import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { TemplateDetail } from '@deckmill/api-contracts';
import { compileTemplate } from '@deckmill/pptx';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { convertToPdfOffline, detectSandbox } from '@deckmill/office';
import { DEFAULT_RENDERER_OPTIONS } from '../src/previews/slide-renderer';
import { clientIp, signUpAs } from './support/accounts';
import { emfNamingFile, macroDeck, oleLinkDeck, pictureDeck, svg } from './support/hostile-media-decks';
import { countPixels, solidPng } from './support/png-pixels';
import { processesMentioning } from './support/processes';
import { uploadTemplate } from './support/upload';
import { takeCpuTurn } from '@deckmill/testing';

const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };
const MACROS = /^Macros and ActiveX controls were removed/;
const MEDIA = /^Pictures in this template referred to files or web addresses outside it/;
const OLE = /^Objects linked to outside files were unlinked/;

interface HostileCase {
  readonly name: string;
  readonly deck: (secret: string) => Buffer;
  /** The upload's answer: 201 with these notices, or 422 keyed file. */
  readonly expected: { status: 201; notices: RegExp[] } | { status: 422; file: RegExp };
  /** Text the stored template must no longer contain. */
  readonly gone: (secret: string) => string[];
  /** The preview shows the SVG's green square but never the secret's red. */
  readonly drawsGreen?: boolean;
  /** LibreOffice also converts the generated deck. */
  readonly opensGenerated?: boolean;
}

const secretUrl = (secret: string) => `file://${secret}`;

const CASES: HostileCase[] = [
  {
    name: 'SVG <image xlink:href="file://...">',
    deck: (secret) =>
      pictureDeck(
        'a.svg',
        svg(`<image x="100" width="100" height="200" xlink:href="${secretUrl(secret)}"/>`),
      ),
    expected: { status: 201, notices: [MEDIA] },
    gone: (secret) => [secret],
    drawsGreen: true,
  },
  {
    name: 'SVG <image href="http://..."> (cloud metadata)',
    deck: () =>
      pictureDeck('b.svg', svg('<image width="50" height="50" href="http://169.254.169.254/latest/x.png"/>')),
    expected: { status: 201, notices: [MEDIA] },
    gone: () => ['169.254.169.254'],
    drawsGreen: true,
  },
  {
    name: 'SVG <use> of an outside document, and <feImage>',
    deck: (secret) =>
      pictureDeck(
        'c.svg',
        svg(
          `<use xlink:href="file:///etc/hosts.svg#x"/><filter id="f"><feImage href="${secretUrl(secret)}"/></filter><rect x="100" width="100" height="200" filter="url(#f)"/>`,
        ),
      ),
    expected: { status: 201, notices: [MEDIA] },
    gone: (secret) => ['/etc/hosts.svg', secret],
  },
  {
    name: 'SVG CSS url() and @import in a <style> element and a style attribute',
    deck: (secret) =>
      pictureDeck(
        'd.svg',
        svg(
          `<style>@import url(file:///etc/x.css); .s { fill: url(${secretUrl(secret)}#p) }</style><rect class="s" style="fill:url(${secretUrl(secret)}#q)" x="100" width="100" height="200"/>`,
        ),
      ),
    expected: { status: 201, notices: [MEDIA] },
    gone: (secret) => ['/etc/x.css', secret],
  },
  {
    name: 'SVG with a DOCTYPE naming a file (external entity in <text>)',
    deck: () =>
      pictureDeck(
        'e.svg',
        `<!DOCTYPE svg [<!ENTITY leak SYSTEM "file:///etc/passwd">]>${svg('<text y="20">&leak;</text>')}`,
      ),
    expected: { status: 201, notices: [MEDIA] },
    gone: () => ['/etc/passwd'],
  },
  {
    name: 'EMF whose colour profile record names a UNC path',
    deck: () => pictureDeck('f.emf', emfNamingFile('\\\\attacker.example\\share\\profile.icc')),
    expected: { status: 201, notices: [MEDIA] },
    gone: () => [Buffer.from('attacker.example', 'utf16le').toString('latin1')],
  },
  {
    name: 'OLE object linked to a file on a share',
    deck: () => oleLinkDeck('file:///\\\\attacker.example\\share\\book.xlsx'),
    expected: { status: 201, notices: [OLE] },
    gone: () => ['attacker.example'],
  },
  {
    name: 'VBA project and ActiveX control in a macro-enabled deck',
    deck: () => macroDeck(),
    expected: { status: 201, notices: [MACROS] },
    gone: () => ['vbaProject', 'activeX', 'macroEnabled', 'AutoOpen'],
    opensGenerated: true,
  },
  {
    name: 'SVG with a declaration that cannot be removed cleanly',
    deck: () =>
      pictureDeck(
        'g.svg',
        `<!DOCTYPE svg [<!ENTITY a "]>"><!ENTITY b SYSTEM "file:///etc/passwd">]>${svg('')}`,
      ),
    expected: { status: 422, file: /DOCTYPE or ENTITY/ },
    gone: () => [],
  },
];

/** Every part of a .pptx as latin1 text, so any byte sequence can be searched for. */
function packageText(bytes: Buffer): string {
  return Object.entries(unzipSync(bytes))
    .map(([name, data]) => `${name}\n${Buffer.from(data).toString('latin1')}`)
    .join('\n');
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function expectLibreOfficeOpens(deck: Buffer): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-generated-'));
  try {
    await writeFile(path.join(workDir, 'made.pptx'), deck);
    await convertToPdfOffline({
      soffice: DEFAULT_RENDERER_OPTIONS.soffice,
      workDir,
      sandbox: await detectSandbox(),
      deckPath: path.join(workDir, 'made.pptx'),
      outDir: workDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: DEFAULT_RENDERER_OPTIONS.timeoutMs,
    });
    expect((await readFile(path.join(workDir, 'made.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

describe('hostile media in uploaded templates', () => {
  // LibreOffice suites and the responsiveness suite take turns for the two cores (libs/testing cpu-turn.ts).
  let releaseCpu: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    releaseCpu = await takeCpuTurn();
  }, 10 * 60_000);
  afterAll(async () => {
    await releaseCpu?.();
  });

  let stack: TestStack;
  let client: TestClient;
  let secretDir: string;
  let secret: string;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'templates'], previews: true });
    client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(client, 'hostile-media');
    // A file of the server a deck could try to draw: a red square.
    secretDir = await mkdtemp(path.join(tmpdir(), 'deckmill-secret-'));
    secret = path.join(secretDir, 'secret.png');
    await writeFile(secret, solidPng(64, 64, RED));
  });

  let stopped = false;
  afterAll(async () => {
    if (!stopped) await stack?.stop();
    await rm(secretDir, { recursive: true, force: true });
  });

  it.each(CASES.map((hostile) => [hostile.name, hostile] as const))(
    '%s',
    async (_name, hostile) => {
      const res = await uploadTemplate(client, hostile.deck(secret), 'hostile.pptx');
      if (hostile.expected.status === 422) {
        expect(res.status).toBe(422);
        expect(res.body.errors?.['file']?.[0]).toMatch(hostile.expected.file);
        return;
      }
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        notices: hostile.expected.notices.map((notice) => expect.stringMatching(notice)),
      });
      const detail = await eventually(
        () => client.get<TemplateDetail>(`/api/app/templates/${res.body.id}`),
        (answer) => answer.body.previews.status !== 'pending',
        120_000,
      );
      // LibreOffice still opens the cleaned deck.
      expect(detail.body.previews.status).toBe('ready');
      const stored = Buffer.from(await (await fetch(detail.body.file_url)).arrayBuffer());
      for (const text of hostile.gone(secret)) expect(packageText(stored)).not.toContain(text);
      // A deck made from it (as generation renders one) holds none of it either.
      const made = (await compileTemplate(stored).render({})).toBuffer();
      for (const text of hostile.gone(secret)) expect(packageText(made)).not.toContain(text);
      if (hostile.opensGenerated) await expectLibreOfficeOpens(made);
      const preview = Buffer.from(await (await fetch(detail.body.previews.urls[0] ?? '')).arrayBuffer());
      expect(countPixels(preview, RED)).toBe(0);
      if (hostile.drawsGreen) expect(countPixels(preview, GREEN)).toBeGreaterThan(500);
    },
    150_000,
  );

  it('leaves no LibreOffice process and no preview work directory behind once stopped', async () => {
    // The warm LibreOffice waits for the next preview until the service stops.
    stopped = true;
    await stack.stop();
    expect(processesMentioning(`deckmill-previews-${process.pid}-`)).toEqual([]);
    expect(
      (await readdir(tmpdir())).filter((name) => name.startsWith(`deckmill-previews-${process.pid}-`)),
    ).toEqual([]);
  });
});
