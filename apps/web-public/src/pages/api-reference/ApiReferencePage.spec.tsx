import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../App';
import { renderAt } from '../../test/renderAt';
import { API_V1_DOCUMENT } from './apiDocument';
import { ApiReferencePage } from './ApiReferencePage';

const OPERATIONS = Object.entries(API_V1_DOCUMENT.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    ...operation,
  })),
);

describe('ApiReferencePage (/docs/api)', () => {
  it('opens with authentication and scopes, errors, rate limits, Idempotency-Key and pagination', () => {
    renderAt(<ApiReferencePage />, '/docs/api');
    expect(screen.getByRole('heading', { level: 1, name: 'API v1 reference' })).toBeInTheDocument();
    for (const topic of ['Authentication', 'Errors', 'Rate limits', 'Idempotency-Key', 'Pagination']) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    const auth = screen.getByRole('heading', { level: 3, name: 'Authentication' }).nextElementSibling;
    for (const scope of ['read', 'generate', 'manage']) expect(auth).toHaveTextContent(scope);
    expect(document.body).toHaveTextContent('RateLimit-Remaining');
    expect(screen.getByRole('link', { name: '/api/v1/openapi.json' })).toHaveAttribute(
      'href',
      '/api/v1/openapi.json',
    );
  });

  it('shows every operation of the committed document with its method, path, answers and curl example', () => {
    renderAt(<ApiReferencePage />, '/docs/api');
    expect(OPERATIONS.length).toBeGreaterThan(10);
    for (const operation of OPERATIONS) {
      const article = document.getElementById(operation.operationId);
      if (!article) throw new Error(`${operation.operationId} is not on the page`);
      const heading = within(article).getByRole('heading', { level: 3 });
      expect(heading).toHaveTextContent(`${operation.method} ${operation.path}`);
      expect(within(article).getByRole('heading', { level: 4, name: 'Responses' })).toBeInTheDocument();
      const code = [...article.querySelectorAll('pre code')].map((node) => node.textContent);
      expect(code).toEqual((operation['x-codeSamples'] ?? []).map((sample) => sample.source));
      expect(screen.getByRole('navigation', { name: 'Operations' })).toContainElement(
        document.querySelector(`a[href="#${operation.operationId}"]`),
      );
    }
  });

  it('lists the body fields of a create with the required ones marked', () => {
    renderAt(<ApiReferencePage />, '/docs/api');
    const create = document.getElementById('createBatch') as HTMLElement;
    const json = within(create).getByRole('table', { name: /JSON body/ });
    const rows = within(json).getByText('template_id').closest('tr') as HTMLElement;
    expect(rows).toHaveTextContent('required');
    expect(within(json).getByText('formats').closest('tr')).toHaveTextContent('optional');
    expect(within(create).getByRole('table', { name: /Multipart form/ })).toHaveTextContent('data_file');
    expect(within(create).getByRole('table', { name: 'Parameters' })).toHaveTextContent('Idempotency-Key');
  });

  it('is routed at /docs/api and linked from the footer', () => {
    renderAt(<App />, '/docs/api');
    expect(screen.getByRole('heading', { level: 1, name: 'API v1 reference' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api');
  });
});
