import { DEFAULT_NOTIFICATION_PREFERENCES, type Profile, type User } from '@d742/contracts';
import type { UserRecord } from './models/user.model';

/** The only shapes a user leaves this service in: no hashes, no ssn, no date of birth. */
export function toUser(u: UserRecord): User {
  return {
    id: u._id.toHexString(),
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone ?? '',
    language: u.language,
    role: u.role,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

export function toProfile(u: UserRecord): Profile {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone ?? '',
    language: u.language,
    languageChosenAt: null,
    notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    hasPasscode: Boolean(u.passcodeHash),
    memberSince: new Date(u.createdAt).toISOString(),
    status: 'active',
  };
}
