import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const LANGUAGES = ['so', 'en'] as const;
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));
export type Language = z.infer<typeof languageSchema>;

export const ROLES = ['parent', 'student', 'teacher', 'client', 'admin'] as const;
export const roleSchema = lazySchema(() => z.enum(ROLES));
export type Role = z.infer<typeof roleSchema>;

/** MongoDB ObjectId as 24 hex characters; anything else is a malformed id (HTTP 400). */
export const objectIdSchema = lazySchema(() => z.string().regex(/^[a-f0-9]{24}$/i, 'Malformed id'));

export const isoDateSchema = lazySchema(() => z.iso.datetime({ offset: true }));

/** Every error answer of every service: `{ "error": "<human-readable message>" }`. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    error: z.string(),
    /** Stable machine code so the UI can show a localized message. */
    code: z.string().optional(),
    details: z.unknown().optional(),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Text in both interface languages (used where a server produces user-facing text). */
export const localizedTextSchema = lazySchema(() => z.object({ so: z.string(), en: z.string() }));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const countSchema = lazySchema(() => z.object({ count: z.number().int().nonnegative() }));
export type Count = z.infer<typeof countSchema>;

/**
 * School-written text a staff member sends: plain text (stored the same in both languages; the
 * conversations issue adds translation) or `{ so, en }`. The output is always `{ so, en }`.
 */
export function localizedInputField(label: string, max: number) {
  const text = z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  return z
    .union([text, z.object({ so: text, en: text }).strict()], {
      error: `${label} must be text or { so, en }`,
    })
    .transform((value) => (typeof value === 'string' ? { so: value, en: value } : value));
}

/** A calendar day, YYYY-MM-DD (school calendars, attendance). */
export const isoDaySchema = lazySchema(() => z.iso.date());
