import { ACCESS_CODE_BLOCK_MS, ACCESS_CODE_MAX_ATTEMPTS } from '@d742/contracts';
import type { AttemptPolicy } from './repositories/attempt-repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const ACCESS_GRANT_TTL_MS = 15 * MINUTE;
export const DEVICE_TTL_MS = 180 * DAY;
export const CLIENT_ID_TTL_MS = 365 * DAY;
export const GOOGLE_STATE_TTL_MS = 10 * MINUTE;

/** Spec section 4: 3 failures, then a 5-minute block, per browser. */
export const ACCESS_CODE_PER_CLIENT: AttemptPolicy = {
  maxFailures: ACCESS_CODE_MAX_ATTEMPTS,
  windowMs: ACCESS_CODE_BLOCK_MS,
  blockMs: ACCESS_CODE_BLOCK_MS,
};
/** Looser cap for clients that drop their d742_client cookie; shared school networks stay usable. */
export const ACCESS_CODE_PER_IP: AttemptPolicy = {
  maxFailures: 20,
  windowMs: 5 * MINUTE,
  blockMs: 5 * MINUTE,
};
export const LOGIN_PER_USERNAME_AND_IP: AttemptPolicy = {
  maxFailures: 10,
  windowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
};
/** After 5 wrong passcodes the device is blocked for as long as its cookie lives: only the password helps. */
export const PASSCODE_PER_DEVICE: AttemptPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  blockMs: DEVICE_TTL_MS,
};

export const PURGE_INTERVAL_MS = 10 * MINUTE;

/** Wrong current passwords when changing the password or passcode, per person. */
export const SECRET_CHANGE_PER_USER: AttemptPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
};
/** The administrators' sign-in: tighter than the parents' (fewer people, higher stakes). */
export const ADMIN_LOGIN_PER_USERNAME_AND_IP: AttemptPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
};
export const ADMIN_LOGIN_PER_IP: AttemptPolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  blockMs: 15 * MINUTE,
};
