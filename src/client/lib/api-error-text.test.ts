import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../i18n/i18n';
import { ApiError, errorMessage } from './api-client';
import { loadErrorCatalogue } from './api-error-text';

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, JSON.stringify(body));

describe('errorMessage shows server refusals in the reader’s language', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('errors');
    await loadErrorCatalogue();
  });

  it('translates a specific code, filling in its params', () => {
    const over = refusal(400, {
      message: 'Splits total 120% - Over 20%',
      code: 'splits.over100',
      params: { total: '120', over: '20' },
    });
    expect(errorMessage(over, 'fallback')).toBe('Los repartos suman 120% - Sobran 20%');
    expect(over.code).toBe('splits.over100');
    expect(over.params).toEqual({ total: '120', over: '20' });
  });

  it('translates a message the catalogue knows, whatever code came with it', () => {
    const query = refusal(400, {
      message: 'limit must be at least 1',
      code: 'search.invalidQuery',
    });
    expect(errorMessage(query, 'fallback')).toBe('limit debe ser al menos 1');
  });

  it('keeps the server’s more specific message behind a generic code', () => {
    const odd = refusal(400, { message: 'Expected a number', code: 'request.invalid' });
    expect(errorMessage(odd, 'fallback')).toBe('Expected a number');
  });

  it('translates a generic code when the server said nothing more specific', () => {
    const generic = refusal(404, { message: 'Not found', code: 'notFound' });
    expect(errorMessage(generic, 'fallback')).toBe('No encontrado');
  });

  it('always translates the server’s own trouble and rate limits', () => {
    const limited = refusal(429, {
      message: 'Too many sign-ups from this address. Please try again in 5 minutes.',
      code: 'rateLimited',
    });
    expect(errorMessage(limited, 'fallback')).toBe(
      'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    );
  });

  it('falls back to the message for an unknown code, then to the fallback', () => {
    expect(errorMessage(refusal(409, { message: 'Brand new', code: 'x.new' }), 'f')).toBe(
      'Brand new',
    );
    expect(errorMessage(new ApiError(502, 'Bad Gateway'), 'f')).toBe('Bad Gateway');
    expect(errorMessage(refusal(400, { message: '' }), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('gives an English reader the server’s own message, the most specific', async () => {
    await i18n.changeLanguage('en');
    const limited = refusal(429, {
      message: 'Too many sign-ups from this address. Please try again in 5 minutes.',
      code: 'rateLimited',
    });
    expect(errorMessage(limited, 'fallback')).toBe(limited.serverMessage);
    await i18n.changeLanguage('es');
  });

  it('translates the field messages the app knows and keeps the others', () => {
    const error = refusal(400, {
      message: 'Please enter a valid email address',
      code: 'auth.emailInvalid',
      fieldErrors: { email: 'Please enter a valid email address', other: 'Odd field' },
    });
    expect(error.fieldErrors).toEqual({
      email: 'Introduce un correo electrónico válido',
      other: 'Odd field',
    });
  });
});
