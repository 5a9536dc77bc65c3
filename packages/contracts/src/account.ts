/**
 * The signed-in person's own account (issue 11): profile, preferences, secrets, data backup.
 * Spec section 2 (Profile) lists the fields; section 7 only has GET /api/user/profile, the rest
 * is beyond the spec.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  studentSchema,
  gradeEntrySchema,
  assignmentSchema,
  attendanceRecordSchema,
} from './academics';
import {
  emailField,
  newPasscodeField,
  newPasswordField,
  personNameField,
  phoneField,
} from './auth';
import { isoDateSchema, languageSchema, roleSchema } from './common';
import { messageSchema } from './messaging';

/** The profile's account switches: push notifications, email alerts, SMS alerts. */
export const notificationPreferencesSchema = lazySchema(() =>
  z.object({
    push: z.boolean(),
    email: z.boolean(),
    sms: z.boolean(),
  }),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** Spec section 9: push on, email on, SMS off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: true,
  email: true,
  sms: false,
};
export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** GET /api/user/profile: the spec's four fields, then what the profile page shows beyond them. */
export const profileSchema = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    language: languageSchema,
    /** When `language` was last chosen explicitly; null when never (decision 011). */
    languageChosenAt: isoDateSchema.nullable(),
    notifications: notificationPreferencesSchema,
    /** Whether a passcode is set: the profile offers 'set' or 'change'. */
    hasPasscode: z.boolean(),
    /** The 'member since' date. */
    memberSince: isoDateSchema,
    /** The 'account active' badge. */
    status: z.enum(['active']),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/user/profile: any subset of the editable fields, nothing else (unknown fields are a
 * 400). `language` here is an explicit choice: the server stamps `languageChosenAt`. The answer is
 * the whole updated Profile. A taken email is 409 EMAIL_TAKEN.
 */
export const profileUpdateSchema = lazySchema(() =>
  z
    .object({
      firstName: personNameField('First name'),
      lastName: personNameField('Last name'),
      email: emailField,
      phone: phoneField,
      language: languageSchema,
      notifications: notificationPreferencesSchema.partial().strict(),
    })
    .partial()
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'Nothing to update'),
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/user/password. Other sessions of the person are signed out; this one stays. */
export const passwordChangeSchema = lazySchema(() =>
  z
    .object({
      currentPassword: z.string().min(1, 'Current password is required').max(256),
      newPassword: newPasswordField,
      confirmPassword: z.string().max(256),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.confirmPassword !== v.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'Passwords do not match!',
        });
      }
      if (v.newPassword === v.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'The new password must differ from the current one',
        });
      }
    }),
);
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** POST /api/user/passcode: set a first passcode or change it; the current password is required. */
export const passcodeChangeSchema = lazySchema(() =>
  z
    .object({
      currentPassword: z.string().min(1, 'Current password is required').max(256),
      passcode: newPasscodeField,
      confirmPasscode: z.string().max(6),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.confirmPasscode !== v.passcode) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPasscode'],
          message: 'Passcodes do not match!',
        });
      }
    }),
);
export type PasscodeChange = z.input<typeof passcodeChangeSchema>;

/** Answer of both secret changes. */
export const secretChangeResponseSchema = lazySchema(() =>
  z.object({
    /** How many other sessions of this person were signed out. */
    revokedSessions: z.number().int().nonnegative(),
  }),
);
export type SecretChangeResponse = z.infer<typeof secretChangeResponseSchema>;

/** GET /api/user/export ('data backup'): the person's own data and nothing of other families. */
export const dataExportSchema = lazySchema(() =>
  z.object({
    exportedAt: isoDateSchema,
    profile: profileSchema.extend({ username: z.string(), role: z.string() }),
    children: z.array(
      z.object({
        student: studentSchema,
        grades: z.array(gradeEntrySchema),
        assignments: z.array(assignmentSchema),
        attendance: z.array(attendanceRecordSchema),
      }),
    ),
    messages: z.array(messageSchema),
  }),
);
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * GET /internal/users/:id/notification-preferences: whoever sends a notification asks first and
 * honours the switches (a parent who turned push off gets no push).
 */
export const internalNotificationPreferencesSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    language: languageSchema,
    notifications: notificationPreferencesSchema,
    email: z.string(),
    phone: z.string(),
    /** Beyond issue 11 (issue 15): which page a notification opens depends on it (staff pages). */
    role: roleSchema.optional(),
  }),
);
export type InternalNotificationPreferences = z.infer<typeof internalNotificationPreferencesSchema>;

/** Most people one internal language lookup names (a teacher's classes' guardians are far fewer). */
export const INTERNAL_LANGUAGES_MAX = 500;

/**
 * POST /internal/users/languages: the preferred language of each of these people, in one call
 * (a class roster's guardians; one call per person cost a teacher's class list about 150 round
 * trips). An unknown person's is null.
 */
export const internalLanguagesRequestSchema = lazySchema(() =>
  z.object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(INTERNAL_LANGUAGES_MAX) }),
);
export const internalLanguagesSchema = lazySchema(() =>
  z.object({ languages: z.record(z.string(), languageSchema.nullable()) }),
);
export type InternalLanguages = z.infer<typeof internalLanguagesSchema>;
