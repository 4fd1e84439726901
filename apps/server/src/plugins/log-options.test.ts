import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, withoutQueryParameters } from './log-options.js';

describe('log redaction', () => {
  it('blanks the tokens of email links in a URL and leaves other parameters', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=en')).toBe(`/reset-password?token=${REDACTED}&lang=en`);
    expect(redactUrl('/verify-email?lang=en&TOKEN=x#top')).toBe(`/verify-email?lang=en&TOKEN=${REDACTED}#top`);
    expect(redactUrl('/v1/model/dcf/status?model_id=42')).toBe('/v1/model/dcf/status?model_id=42');
  });

  it('keeps a failed query’s SQL but not its parameters, nor a cause’s detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['ana@example.com'], cause);
    const logged = withoutQueryParameters(error) as DrizzleQueryError & { cause: { detail: string; code: string } };
    expect(logged).toBeInstanceOf(DrizzleQueryError);
    expect(logged.message).toBe(`Failed query: insert into "users" ("email") values ($1)\nparams: ${REDACTED}`);
    expect(JSON.stringify([logged.stack, logged.params, logged.cause.detail])).not.toContain('ana@example.com');
    expect(logged.cause.code).toBe('23505');
    // The error itself is untouched: the handler that caught it still reads it whole.
    expect(error.params).toEqual(['ana@example.com']);
  });

  it('returns other errors as they are', () => {
    const error = new Error('plain');
    expect(withoutQueryParameters(error)).toBe(error);
    expect(withoutQueryParameters('text')).toBe('text');
  });
});
