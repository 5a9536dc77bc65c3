import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type Profile,
  type User,
} from '@d742/contracts';
import type { UserRecord } from './models/user.model';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The switches as stored, with the defaults filling in what an older document lacks. */
export function notificationsOf(u: UserRecord): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...u.notifications };
}

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
    createdAt: iso(u.createdAt),
    languageChosenAt: u.languageChosenAt ? iso(u.languageChosenAt) : null,
  };
}

export function toProfile(u: UserRecord): Profile {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone ?? '',
    language: u.language,
    languageChosenAt: u.languageChosenAt ? iso(u.languageChosenAt) : null,
    notifications: notificationsOf(u),
    hasPasscode: Boolean(u.passcodeHash),
    memberSince: iso(u.createdAt),
    status: 'active',
  };
}
