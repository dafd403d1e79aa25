import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/http-errors';

/**
 * C0 control characters and DEL. NUL cannot be stored in a PostgreSQL text or jsonb value (the
 * insert fails: issue 18 finding 5); the others are never text a customer types, and only forge
 * log lines and terminal output (docs/product/security-tests.md#t13-3). A body's strings may hold tab, line feed and carriage
 * return (addresses, messages); a path or query parameter holds none.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the rule
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;

/** The path (`a.b.0`) of the first string, or object key, in `value` holding a character of `pattern`. */
export function findControlCharacter(value: unknown, pattern: RegExp): string | null {
  // Iterative, not recursive: a JSON body may nest 10,000 levels deep (docs/product/security-tests.md#t1-1).
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (pattern.test(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, path ? `${path}.${i}` : String(i)]));
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const at = path ? `${path}.${k}` : k;
        if (pattern.test(k)) return at;
        stack.push([x, at]);
      }
    }
  }
  return null;
}

const refuse = (field: string) =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    `${field || 'Request'}: Remove the control characters from this field.`,
    {
      fields: { [field || '(body)']: 'Contains a control character' },
    },
  );

/**
 * One rule for all text input (issue 18 finding 5): strings in path and query parameters (checked
 * on request, before any route's own onRequest hook looks a parameter up) and in a JSON body
 * (checked before validation) are refused with 400 VALIDATION_ERROR when they hold a control
 * character. Raw bodies (uploads, the webhook) are bytes and are not looked at.
 */
export function registerTextInputRule(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const at =
      findControlCharacter(request.params, CONTROL_IN_URL) ??
      findControlCharacter(request.query, CONTROL_IN_URL);
    if (at !== null) throw refuse(at);
  });
  app.addHook('preValidation', async (request) => {
    const at = findControlCharacter(request.body, CONTROL_IN_BODY);
    if (at !== null) throw refuse(at);
  });
}
