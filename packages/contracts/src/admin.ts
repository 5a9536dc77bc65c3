/**
 * The administrators' gateway dashboard (issue 11): admin sign-in, service and remote health,
 * traffic, the district access code, district settings, remote overrides and the audit list.
 * Every /api/admin/* call needs the admin role on the server (403 otherwise).
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { ACCESS_CODE_MAX_LENGTH } from './constants';
import { phoneField } from './auth';
import { isoDateSchema } from './common';
import { remoteNameSchema } from './modules';
import { SERVICE_NAMES } from './topology';

/** POST /api/admin/login: an administrator account only; anyone else fails like a wrong password. */
export const adminLoginRequestSchema = lazySchema(() =>
  z
    .object({
      username: z.string().trim().min(1, 'Username is required').max(254),
      password: z.string().min(1, 'Password is required').max(256),
    })
    .strict(),
);
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** POST /api/admin/login answers the signed-in administrator as the `User` of sign-in (userSchema). */

/** GET /api/admin/sign-in-info (no session): demo credentials, only in demo mode. */
export const adminSignInInfoSchema = lazySchema(() =>
  z.object({
    demoCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
  }),
);
export type AdminSignInInfo = z.infer<typeof adminSignInInfoSchema>;

/** What each service's GET /ready answers (200 ready, 503 not ready, same body). */
export const readinessSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ready', 'not-ready']),
    service: z.string(),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    database: z.enum(['up', 'down']),
  }),
);
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * GET /ready of the gateway (issue 17): 200 when every required service (GATEWAY_REQUIRED_SERVICES)
 * answers its own /ready as ready, else 503 with the same body naming the ones that are down.
 */
export const gatewayReadinessSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ready', 'not-ready']),
    service: z.literal('api-gateway'),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    /** Each service's own /ready, as the gateway sees it now. */
    services: z.record(z.enum(SERVICE_NAMES), z.enum(['up', 'down'])),
    /** Without these the gateway is not ready; the others only lose their own routes. */
    required: z.array(z.enum(SERVICE_NAMES)),
    /** Required services that are down: why status is 'not-ready' (empty when ready). */
    down: z.array(z.enum(SERVICE_NAMES)),
    /** The live channel's bus; Redis being away does not make the gateway unready (its own sockets still work). */
    live: z.object({
      bus: z.enum(['in-process', 'redis']),
      redis: z.enum(['up', 'down']).nullable(),
    }),
  }),
);
export type GatewayReadiness = z.infer<typeof gatewayReadinessSchema>;

export const serviceHealthSchema = lazySchema(() =>
  z.object({
    name: z.enum(SERVICE_NAMES),
    status: z.enum(['up', 'down']),
    /** Round trip of the /ready probe; null when it did not answer. */
    responseTimeMs: z.number().nonnegative().nullable(),
    version: z.string().nullable(),
    uptimeSeconds: z.number().nonnegative().nullable(),
    database: z.enum(['up', 'down']).nullable(),
    checkedAt: isoDateSchema,
  }),
);
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const remoteStatusSchema = lazySchema(() =>
  z.object({
    name: remoteNameSchema,
    /** The manifest every parent's next page load uses. */
    manifestUrl: z.string(),
    /** The gateway's configured manifest (what rollback eventually returns to). */
    defaultManifestUrl: z.string(),
    overridden: z.boolean(),
    version: z.string().nullable(),
    reachable: z.boolean(),
  }),
);
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;

export const routeTrafficSchema = lazySchema(() =>
  z.object({
    /** 'GET /api/students/:id/grades': the route pattern, never a concrete id. */
    route: z.string(),
    requests: z.number().int().nonnegative(),
    errors: z.number().int().nonnegative(),
  }),
);

/** GET /api/admin/overview (the gateway answers it itself). */
export const adminOverviewSchema = lazySchema(() =>
  z.object({
    gateway: z.object({ version: z.string(), uptimeSeconds: z.number().nonnegative() }),
    services: z.array(serviceHealthSchema),
    remotes: z.array(remoteStatusSchema),
    live: z.object({ connections: z.number().int().nonnegative() }),
    traffic: z.object({
      windowMinutes: z.number().int().positive(),
      routes: z.array(routeTrafficSchema),
    }),
  }),
);
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** PUT /api/admin/remotes/:name: same origin or an allow-listed origin, reachable, a real manifest. */
export const remoteOverrideRequestSchema = lazySchema(() =>
  z
    .object({ manifestUrl: z.string().trim().min(1, 'Manifest URL is required').max(2048) })
    .strict(),
);
export type RemoteOverrideRequest = z.infer<typeof remoteOverrideRequestSchema>;

/**
 * GET /internal/remote-overrides (identity stores them for every gateway instance). null means
 * the gateway's configured default.
 */
export const remoteOverrideSchema = lazySchema(() =>
  z.object({
    name: remoteNameSchema,
    manifestUrl: z.string().nullable(),
    updatedAt: isoDateSchema,
  }),
);
export const remoteOverrideListSchema = lazySchema(() => z.array(remoteOverrideSchema));
export type RemoteOverride = z.infer<typeof remoteOverrideSchema>;

/** POST /internal/remote-overrides/:name (set, manifestUrl null = default) and .../rollback. */
export const internalRemoteOverrideRequestSchema = lazySchema(() =>
  z
    .object({
      manifestUrl: z.string().max(2048).nullable(),
      actorId: z.string().regex(/^[a-f0-9]{24}$/i),
    })
    .strict(),
);
export const internalRollbackRequestSchema = lazySchema(() =>
  z.object({ actorId: z.string().regex(/^[a-f0-9]{24}$/i) }).strict(),
);

/** POST /api/admin/access-code: rotate; without a code the server makes one. The old code stops working. */
export const accessCodeRotateRequestSchema = lazySchema(() =>
  z
    .object({
      accessCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{6,12}$/, 'Access code has 6 to 12 letters or digits')
        .max(ACCESS_CODE_MAX_LENGTH)
        .optional(),
    })
    .strict(),
);
export const accessCodeRotateResponseSchema = lazySchema(() =>
  z.object({
    /** Shown once: only a keyed hash is stored. */
    accessCode: z.string(),
    rotatedAt: isoDateSchema,
  }),
);
export type AccessCodeRotateResponse = z.infer<typeof accessCodeRotateResponseSchema>;
/** GET /api/admin/access-code: when and where the current code came from (never the code). */
export const accessCodeStatusSchema = lazySchema(() =>
  z.object({
    source: z.enum(['env', 'demo', 'admin']),
    rotatedAt: isoDateSchema.nullable(),
  }),
);
export type AccessCodeStatus = z.infer<typeof accessCodeStatusSchema>;

/** District settings an administrator edits: the More page's emergency contacts. */
export const EMERGENCY_CONTACT_KINDS = ['schoolOffice', 'district', 'transportation'] as const;
export type EmergencyContactKind = (typeof EMERGENCY_CONTACT_KINDS)[number];
/** A contact number, or '' when the district has none (the page then says 'Not set'). */
const contactPhone = phoneField;
/** PUT /api/admin/district/contacts */
export const emergencyContactsUpdateSchema = lazySchema(() =>
  z
    .object({ schoolOffice: contactPhone, district: contactPhone, transportation: contactPhone })
    .strict(),
);
/** GET /api/district/contacts (any signed-in person). */
export const emergencyContactsSchema = lazySchema(() =>
  z.object({
    contacts: z.object({
      schoolOffice: z.string(),
      district: z.string(),
      transportation: z.string(),
    }),
    /** Seeded demo numbers: the page says they are demo numbers. */
    demo: z.boolean(),
    updatedAt: isoDateSchema.nullable(),
  }),
);
export type EmergencyContacts = z.infer<typeof emergencyContactsSchema>;

export const AUDIT_ACTIONS = [
  'admin.sign-in',
  'access-code.rotate',
  'district.contacts.update',
  'remote.override',
  'remote.rollback',
] as const;
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: isoDateSchema,
    actor: z.object({ id: z.string(), username: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    /** e.g. the remote's name */
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /api/admin/audit?limit=50: newest first. */
export const auditListSchema = lazySchema(() => z.array(auditEntrySchema));
export const auditQuerySchema = lazySchema(() =>
  z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }).strict(),
);
