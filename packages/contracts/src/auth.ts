import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isoDateSchema, languageSchema, roleSchema } from './common';
import { ACCESS_CODE_MAX_LENGTH, PASSCODE_MAX_LENGTH } from './constants';

export const accessCodeRequestSchema = lazySchema(() =>
  z.object({
    accessCode: z
      .string()
      .trim()
      .min(1, 'Access code is required')
      .max(ACCESS_CODE_MAX_LENGTH, `Access code has at most ${ACCESS_CODE_MAX_LENGTH} characters`)
      .transform((s) => s.toUpperCase()),
  }),
);
export type AccessCodeRequest = z.input<typeof accessCodeRequestSchema>;

export const accessCodeResponseSchema = lazySchema(() =>
  z.object({
    granted: z.literal(true),
    /** Epoch ms when the grant expires. */
    expiresAt: z.number(),
  }),
);
export type AccessCodeResponse = z.infer<typeof accessCodeResponseSchema>;

/** Failure body of verify-access-code (401 wrong code, 429 blocked). */
export const accessCodeFailureSchema = lazySchema(() =>
  z.object({
    error: z.string(),
    code: z.enum(['ACCESS_CODE_INVALID', 'ACCESS_BLOCKED']),
    attemptsRemaining: z.number().int().nonnegative(),
    /** Epoch ms when the block lifts (only when blocked). */
    blockedUntil: z.number().optional(),
  }),
);
export type AccessCodeFailure = z.infer<typeof accessCodeFailureSchema>;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    username: z.string().trim().min(1, 'Username or email is required').max(254),
    password: z.string().min(1, 'Password is required').max(256),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passcodeRequestSchema = lazySchema(() =>
  z.object({
    passcode: z
      .string()
      .min(1, 'Please enter your passcode')
      .max(PASSCODE_MAX_LENGTH, `Passcode has at most ${PASSCODE_MAX_LENGTH} characters`),
  }),
);
export type PasscodeRequest = z.infer<typeof passcodeRequestSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** Field rules shared by sign-up and the profile (spec section 5, made real on the server). */
export const personNameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(80, `${label} has at most 80 characters`);
export const emailField = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Email address is not valid'))
    .pipe(z.string().max(254)),
);
export const newPasswordField = lazySchema(() =>
  z
    .string()
    .min(8, 'Password must have at least 8 characters')
    .max(256, 'Password has at most 256 characters'),
);
/** A passcode someone sets: 4 to 6 characters (sign-in accepts at most 6). */
export const newPasscodeField = lazySchema(() =>
  z
    .string()
    .min(4, 'Passcode must have 4 to 6 characters')
    .max(PASSCODE_MAX_LENGTH, 'Passcode must have 4 to 6 characters'),
);
/**
 * A phone number as people write it: digits with optional +, spaces, dots, dashes and brackets,
 * 7 to 15 digits in all; '' clears it.
 */
export const phoneField = lazySchema(() =>
  z
    .string()
    .trim()
    .max(32, 'Phone number is not valid')
    .refine(
      (s) => s === '' || (/^\+?[0-9 ().-]+$/.test(s) && /^(\D*\d){7,15}\D*$/.test(s)),
      'Phone number is not valid',
    ),
);

/**
 * The whole sign-up state (spec section 2): the form shows first name, last name, email and
 * password; the other fields are carried but not displayed.
 */
export const registerRequestSchema = lazySchema(() =>
  z
    .object({
      firstName: personNameField('First name'),
      lastName: personNameField('Last name'),
      email: emailField,
      password: newPasswordField,
      confirmPassword: z.string().max(256).optional(),
      passcode: z
        .string()
        .max(PASSCODE_MAX_LENGTH, `Passcode has at most ${PASSCODE_MAX_LENGTH} characters`)
        .optional()
        .default(''),
      confirmPasscode: z.string().max(PASSCODE_MAX_LENGTH).optional().default(''),
      dateOfBirth: optionalText(10).refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), {
        message: 'Date of birth must be YYYY-MM-DD',
      }),
      ssn: optionalText(11).refine((s) => s === '' || /^\d{3}-?\d{2}-?\d{4}$/.test(s), {
        message: 'SSN must have 9 digits',
      }),
      phoneNumber: optionalText(32),
      role: roleSchema.exclude(['admin']).optional().default('parent'),
      studentId: optionalText(64),
      teacherCode: optionalText(64),
      department: optionalText(120),
    })
    .superRefine((v, ctx) => {
      if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'Passwords do not match!',
        });
      }
      if ((v.confirmPasscode ?? '') !== (v.passcode ?? '')) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPasscode'],
          message: 'Passcodes do not match!',
        });
      }
      if (v.passcode && v.passcode.length < 4) {
        ctx.addIssue({
          code: 'custom',
          path: ['passcode'],
          message: 'Passcode must have 4 to 6 characters',
        });
      }
    }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The signed-in user as the browser sees it (never ssn, date of birth, hashes). */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string().optional(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().optional().default(''),
    language: languageSchema,
    role: roleSchema,
    createdAt: isoDateSchema,
    /**
     * When the person last chose `language` explicitly (header, More or profile); null when never.
     * The latest explicit choice wins between this account and a device (decision 011).
     */
    languageChosenAt: isoDateSchema.nullable().optional(),
  }),
);
export type User = z.infer<typeof userSchema>;

export const googleAuthResponseSchema = lazySchema(() => z.object({ authUrl: z.url() }));
export type GoogleAuthResponse = z.infer<typeof googleAuthResponseSchema>;

/**
 * GET /api/auth/google/status: whether the district configured Google Classroom and whether this
 * user connected it (the consent round trip ended at /api/auth/google/callback).
 */
export const googleConnectionSchema = lazySchema(() =>
  z.object({
    configured: z.boolean(),
    connected: z.boolean(),
    /** When the tokens were last exchanged or refreshed with Google. */
    lastSync: isoDateSchema.nullable(),
  }),
);
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;
