import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, ServiceException } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { V1Error, v1Answer, withV1Fields } from './v1-error';

describe('API v1 error answers', () => {
  it('answers a domain error with the code of its kind, v1 field names and the request id', () => {
    const error = new DomainException(
      DomainErrors.invalid('invalid_data_file', 'dataFile', 'Line 3: missing value.'),
      'generation.create-batch',
    );
    expect(v1Answer(error, 'req-12345678')).toEqual({
      status: 422,
      headers: {},
      body: {
        error: {
          code: 'validation_failed',
          message: 'Line 3: missing value.',
          fields: { data_file: ['Line 3: missing value.'] },
          request_id: 'req-12345678',
        },
      },
    });
  });

  it('renames fields per call and maps not_found and limit_reached with Retry-After', () => {
    const invalid = new DomainException(DomainErrors.invalid('x', 'dataFile', 'Bad rows.'));
    let renamed: unknown;
    try {
      withV1Fields({ dataFile: 'rows' })(invalid);
    } catch (error) {
      renamed = error;
    }
    expect(v1Answer(renamed, 'r').body.error.fields).toEqual({ rows: ['Bad rows.'] });
    const missing = v1Answer(new DomainException(DomainErrors.notFound('batch_not_found', 'Gone.')), 'r');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    expect(missing.body.error).not.toHaveProperty('fields');
    const limited = new DomainException(
      DomainErrors.limitReached('usage_limit_reached', 'No decks left.', { retryAfterSeconds: 9.2 }),
    );
    expect(v1Answer(limited, 'r')).toMatchObject({
      status: 422,
      headers: { 'Retry-After': '10' },
      body: { error: { code: 'limit_reached' } },
    });
  });

  it('keeps a V1Error code and names an ApiError by its status', () => {
    const refused = v1Answer(new V1Error(401, 'api_key_required', 'Key please.'), 'r');
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      401,
      'api_key_required',
      'Key please.',
    ]);
    const tooMany = v1Answer(ApiError.tooMany(3), 'r');
    expect([tooMany.status, tooMany.body.error.code, tooMany.headers['Retry-After']]).toEqual([
      429,
      'rate_limited',
      '3',
    ]);
    expect(v1Answer(ApiError.field('rows.0', 'Not an object.'), 'r').body.error).toEqual({
      code: 'validation_failed',
      message: 'Not an object.',
      fields: { 'rows.0': ['Not an object.'] },
      request_id: 'r',
    });
  });

  it('says nothing about an unexpected failure but that it is one, and names malformed JSON', () => {
    const answer = v1Answer(new Error('database password is hunter2'), 'r');
    expect([answer.status, answer.body.error.code]).toEqual([500, 'internal_error']);
    expect(answer.body.error.message).not.toMatch(/hunter2/);
    const malformed = v1Answer(Object.assign(new Error('x'), { type: 'entity.parse.failed' }), 'r');
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'bad_request']);
  });

  it('answers a dependency outage 503 service_unavailable with Retry-After, here or in a service', () => {
    const storageDown = Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      [Symbol.for('deckmill.failed-dependency')]: 'storage',
    });
    const databaseDown = new ServiceException({
      kind: 'unavailable',
      code: 'database_unavailable',
      error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
      retryAfterSeconds: 30,
    });
    for (const failure of [storageDown, databaseDown]) {
      const answer = v1Answer(failure, 'r');
      expect([answer.status, answer.body.error.code]).toEqual([503, 'service_unavailable']);
      expect(answer.headers).toEqual({ 'Retry-After': '30' });
    }
  });
});
