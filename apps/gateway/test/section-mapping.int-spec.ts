import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { signedUpClient } from './support/accounts';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const SAMPLE_CSV = readFileSync(path.join(SAMPLES, 'sample-data.csv'), 'utf8');

/** The sample template with `{{city}}` on slide 1 turned into a section over the group's rows. */
function sectionTemplate(): Uint8Array {
  const files = unzipSync(readFileSync(path.join(SAMPLES, 'sample-template.pptx')));
  const slide = strFromU8(files['ppt/slides/slide1.xml'] ?? new Uint8Array());
  files['ppt/slides/slide1.xml'] = strToU8(slide.replace('{{city}}', '{{#rows}}{{town}} {{/rows}}'));
  return zipSync(files);
}

/**
 * bulk_create's `presentation[section_mapping]`: the gateway passes it on and answers the
 * generation service's checks as 422s keyed `section_mapping`, with a message the wizard can show.
 */
describe('bulk_create: the section mapping', () => {
  let stack: TestStack;
  let client: TestClient;
  let templateId: number;
  let mapping: string;

  beforeAll(async () => {
    stack = await startTestStack();
    client = await signedUpClient(stack, 'sections');
    const form = new FormData();
    form.set('template[name]', 'Sections');
    form.set('template[file]', new Blob([new Uint8Array(sectionTemplate())]), 'sections.pptx');
    const uploaded = await client.post<{ id: number }>('/api/app/templates', form);
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    templateId = uploaded.body.id;
    const detail = await client.get<{ placeholders: string[] }>(`/api/app/templates/${templateId}`);
    const own = detail.body.placeholders.filter((name) => name !== 'rows');
    mapping = JSON.stringify(Object.fromEntries(own.map((name) => [name, name])));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  function bulkCreate(sectionMapping: string) {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([SAMPLE_CSV]), 'rows.csv');
    form.set('presentation[data_mapping]', mapping);
    form.set('presentation[group_by]', 'company');
    form.set('presentation[section_mapping]', sectionMapping);
    return client.post<{ error: string; errors: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      form,
    );
  }

  it.each([
    ['an unknown section', '{"lines":{"town":"city"}}', 'The template has no section named "lines".'],
    ['an unknown column', '{"rows":{"town":"Town"}}', 'The CSV file has no column named "Town".'],
    ['an unknown field', '{"rows":{"country":"city"}}', 'The section "rows" has no field named "country".'],
    ['a field left empty', '{"rows":{"town":""}}', 'Map every field inside "rows" to a column: "town".'],
    ['text that is not JSON', '{rows', 'The section mapping is not valid JSON.'],
  ])('refuses %s with a 422 keyed section_mapping', async (_case, sectionMapping, message) => {
    const res = await bulkCreate(sectionMapping);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: message, errors: { section_mapping: [message] } });
  });
});
