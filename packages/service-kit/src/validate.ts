import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses `data` or throws a ValidationError: the first issue's message as `error`, all issues in `details`. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid request', { details: issues });
}
