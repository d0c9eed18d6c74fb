import { DataError } from '@deckmill/csv/data';
import { TemplateError } from './errors';
import { ImageArchiveError } from './images/image-files';
import { canHeal, RenderError, renderErrorOf } from './render-error';

describe('RenderError', () => {
  it('wraps the inputs’ faults with their kind and user-facing message, never to heal', () => {
    const data = new DataError('too_many', 'The list "items" has more than 1,000 items.');
    const wrapped = renderErrorOf(data);
    expect(wrapped).toBeInstanceOf(RenderError);
    expect(wrapped).toMatchObject({ kind: 'data', heals: false, message: data.message, cause: data });
    expect(renderErrorOf(new TemplateError('template_syntax', 'Slide 2: unclosed'))?.kind).toBe('template');
    expect(renderErrorOf(new ImageArchiveError('The archive is damaged.'))?.kind).toBe('images');
    const own = new RenderError('data', 'The value for "note" is too long.');
    expect(renderErrorOf(own)).toBe(own);
  });

  it('says that storage, the bus, timeouts and unknown errors may heal, and the inputs’ faults never do', () => {
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(canHeal(away)).toBe(true);
    expect(canHeal(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(canHeal(new Error('something nobody classified'))).toBe(true);
    expect(canHeal('a string')).toBe(true);
    expect(canHeal(new DataError('too_many', 'Too many'))).toBe(false);
    expect(canHeal(new TemplateError('corrupt', 'Broken'))).toBe(false);
    expect(canHeal(new RenderError('data', 'Too long'))).toBe(false);
  });

  it('finds the inputs’ fault in a cause chain, as the bus’s settlement does (cannotHeal)', () => {
    const own = new RenderError('data', 'The value for "note" is too long.');
    expect(renderErrorOf(new Error('rendering row 4', { cause: own }))).toBe(own);
    const data = new DataError('too_many', 'Too many');
    const wrapped = new Error('row 4', { cause: new Error('slide 2', { cause: data }) });
    expect(renderErrorOf(wrapped)).toMatchObject({ kind: 'data', message: 'Too many', cause: data });
    expect([canHeal(new Error('x', { cause: own })), canHeal(wrapped)]).toEqual([false, false]);
    const away = new Error('saving', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) });
    expect(canHeal(away)).toBe(true);
  });
});
