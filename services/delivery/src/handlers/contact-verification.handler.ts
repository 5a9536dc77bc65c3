import type Koa from 'koa';
import {
  confirmContactVerificationSchema,
  startContactVerificationSchema,
  type ContactChannel,
  type ContactStatus,
  type ContactVerification,
  type InternalNotificationPreferences,
} from '@d742/contracts';
import { NotFoundError, validate } from '@d742/service-kit';
import {
  AlreadyVerifiedError,
  ChannelNotConfiguredError,
  CodeExpiredError,
  NoContactError,
  TooManyCodesError,
} from '../domain/errors';
import { seal } from '../domain/seal';
import { normalisePhone, verificationSmsOf } from '../domain/sms';
import type { DeliveryState, HandlerDeps } from './context';

type Middleware = Koa.Middleware<DeliveryState>;

const CODE_SUBJECT = { so: 'Koodhka District 742', en: 'Your District 742 code' } as const;

/** The profile's address or number as stored, and the form codes and verified rows use. */
function contactOf(person: InternalNotificationPreferences, channel: ContactChannel) {
  if (channel === 'email') {
    const stored = person.email.trim();
    return { stored: stored || null, key: stored ? stored.toLowerCase() : null };
  }
  const stored = person.phone.trim();
  return { stored: stored || null, key: normalisePhone(stored) };
}

async function personOf(deps: HandlerDeps, userId: string) {
  const person = await deps.preferences.of(userId);
  if (!person) throw new NotFoundError('No such user', { code: 'USER_NOT_FOUND' });
  return person;
}

function available(deps: HandlerDeps, channel: ContactChannel): boolean {
  return channel === 'email' ? deps.emailConfigured : deps.smsConfigured;
}

async function isVerified(
  deps: HandlerDeps,
  userId: string,
  channel: ContactChannel,
  key: string | null,
) {
  if (!key) return false;
  return channel === 'email'
    ? deps.addresses.isVerified(userId, key)
    : deps.phones.isVerified(userId, key);
}

async function statusOf(
  deps: HandlerDeps,
  userId: string,
  person: InternalNotificationPreferences,
  channel: ContactChannel,
): Promise<ContactStatus> {
  const { stored, key } = contactOf(person, channel);
  const pending = key ? await deps.codes.pending(userId, channel, deps.clock()) : null;
  return {
    channel,
    destination: stored,
    verified: await isVerified(deps, userId, channel, key),
    pendingUntil: pending && pending.destination === key ? pending.expiresAt.toISOString() : null,
    available: available(deps, channel),
  };
}

/** GET /api/user/contact-verification: email and SMS of the signed-in person. */
export function contactStatusHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const userId = ctx.state.identity.userId;
    const person = await personOf(deps, userId);
    const body: ContactVerification = {
      email: await statusOf(deps, userId, person, 'email'),
      sms: await statusOf(deps, userId, person, 'sms'),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}

/** POST /api/user/contact-verification {channel}: a code goes to the profile's address (queued, at once). */
export function startVerificationHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const { channel } = validate(startContactVerificationSchema, ctx.request.body);
    const userId = ctx.state.identity.userId;
    if (!available(deps, channel)) throw new ChannelNotConfiguredError(channel);
    const person = await personOf(deps, userId);
    const { key } = contactOf(person, channel);
    if (!key) throw new NoContactError(channel);
    if (await isVerified(deps, userId, channel, key)) throw new AlreadyVerifiedError();
    const now = deps.clock();
    const wait = await deps.codes.retryAfter(userId, channel, now);
    if (wait !== null) {
      ctx.set('Retry-After', String(wait));
      throw new TooManyCodesError(wait);
    }
    const { code, doc } = await deps.codes.issue(userId, channel, key, now);
    const text = verificationSmsOf(code, person.language);
    await deps.jobs.enqueue(
      {
        key: `verification:${doc._id.toHexString()}`,
        kind: 'verification',
        userId,
        payload: {
          channel,
          to: key,
          subject: CODE_SUBJECT[person.language],
          sealed: seal(deps.secret, text),
          lang: person.language,
        },
      },
      now,
    );
    deps.kick();
    ctx.status = 202;
    ctx.body = await statusOf(deps, userId, person, channel);
  };
}

/** POST /api/user/contact-verification/confirm {channel, code}: the address is verified. */
export function confirmVerificationHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const { channel, code } = validate(confirmContactVerificationSchema, ctx.request.body);
    const userId = ctx.state.identity.userId;
    const person = await personOf(deps, userId);
    const { key } = contactOf(person, channel);
    // The address read now: a code sent to an address changed since then confirms nothing.
    if (!key) throw new CodeExpiredError();
    const now = deps.clock();
    const outcome = await deps.codes.confirm(userId, channel, key, code, now);
    if (outcome.kind === 'expired') throw new CodeExpiredError();
    if (outcome.kind === 'wrong') {
      ctx.status = 400;
      ctx.body = {
        error: 'The code is not right',
        code: 'CODE_INVALID',
        triesLeft: outcome.triesLeft,
        details: { triesLeft: outcome.triesLeft },
      };
      return;
    }
    if (channel === 'email') await deps.addresses.markVerified(userId, key, now);
    else await deps.phones.markVerified(userId, key, now);
    ctx.body = await statusOf(deps, userId, person, channel);
  };
}
