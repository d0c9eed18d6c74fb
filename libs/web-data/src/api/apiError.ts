import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '@deckmill/api-contracts';

/**
 * Every failed call, normalised: the HTTP status (or 'network' when no answer came) and a body in the
 * API's error shape, so pages handle server, parsing and connection failures the same way.
 */
export interface ApiError {
  status: number | 'network';
  body: ErrorBody;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function genericMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'Not found.';
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  return `Something went wrong (${status}). Please try again.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((message): message is string => typeof message === 'string');
    if (strings.length > 0) errors[key] = strings;
  }
  return errors;
}

/** Reads a response body into the error shape, filling gaps so `error` is always a readable sentence. */
export function toErrorBody(data: unknown, status: number): ErrorBody {
  const errors = isRecord(data) ? fieldErrorsOf(data.errors) : {};
  const declared = isRecord(data) && typeof data.error === 'string' ? data.error : undefined;
  const firstFieldMessage = Object.values(errors)[0]?.[0];
  return { errors, error: declared ?? firstFieldMessage ?? genericMessage(status) };
}

export function normaliseFetchError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number')
    return { status: error.status, body: toErrorBody(error.data, error.status) };
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, body: toErrorBody(undefined, error.originalStatus) };
  }
  return { status: 'network', body: { errors: {}, error: NETWORK_MESSAGE } };
}

export function isApiError(error: unknown): error is ApiError {
  return isRecord(error) && 'status' in error && isRecord(error.body) && typeof error.body.error === 'string';
}

/** The error a query or mutation hook returns: ours, or Redux Toolkit's for a thrown exception. */
export type HookError = ApiError | SerializedError | undefined;
