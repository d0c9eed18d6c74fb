import { DOMAIN_ERROR_KINDS, DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { HTTP_STATUS, V1_ERROR_CODES, domainErrorToHttp, httpField } from './domain-error-http';
import { toHttpError, withHttpFields } from './domain-errors.interceptor';

describe('domain errors over HTTP', () => {
  it('answers every kind with a status and an API v1 code', () => {
    for (const kind of DOMAIN_ERROR_KINDS) {
      expect(HTTP_STATUS[kind]).toBeGreaterThanOrEqual(400);
      expect(V1_ERROR_CODES[kind]).toMatch(/^[a-z_]+$/);
    }
    expect(HTTP_STATUS).toMatchObject({ not_found: 404, invalid: 422, conflict: 409, forbidden: 403 });
  });

  it('keeps the body the API has always sent: errors first, keyed by the form field', () => {
    const error = DomainErrors.invalid('weak_password', 'password', 'Password is too short');
    const answer = domainErrorToHttp(error, 'identity.sign-up');
    expect(answer.getStatus()).toBe(422);
    expect(JSON.stringify(answer.body)).toBe(
      '{"errors":{"user.password":["Password is too short"]},"error":"Password is too short"}',
    );
  });

  it('names a field in snake_case unless the call names it otherwise', () => {
    expect(httpField('currentPassword', 'identity.update-profile')).toBe('current_password');
    expect(httpField('name', 'teams.create')).toBe('team.name');
    expect(httpField('name', 'teams.rename')).toBe('name');
    expect(httpField('dataFile', 'generation.create-batch', { dataFile: 'data_file' })).toBe('data_file');
  });

  it('answers an allowance refusal as the form error it always was, and sends Retry-After when given', () => {
    const refusal = DomainErrors.limitReached('usage_limit_reached', 'Only 3 left.', {
      fields: { dataFile: ['Only 3 left.'] },
      retryAfterSeconds: 1.2,
    });
    const answer = domainErrorToHttp(refusal, 'generation.create-batch', { dataFile: 'csv_file' });
    expect(answer.getStatus()).toBe(422);
    expect(answer.body).toEqual({ errors: { csv_file: ['Only 3 left.'] }, error: 'Only 3 left.' });
    expect(answer.headers).toEqual({ 'Retry-After': '2' });
  });

  it('turns only domain exceptions into API errors, with the call they came back from', () => {
    const raised = new DomainException(
      DomainErrors.notFound('team_not_found', 'Team not found.'),
      'teams.get',
    );
    const answer = toHttpError(raised);
    expect(answer).toBeInstanceOf(ApiError);
    expect((answer as ApiError).getStatus()).toBe(404);
    const other = new Error('boom');
    expect(toHttpError(other)).toBe(other);
    expect(() => withHttpFields({})(other)).toThrow(other);
  });
});
