import { type User, userSchema } from '@d742/contracts';
import { apiRequest } from '@d742/platform';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';

export const OVERVIEW_URL = '/api/admin/overview';
export const SIGN_IN_INFO_URL = '/api/admin/sign-in-info';
export const ACCESS_CODE_URL = '/api/admin/access-code';
export const AUDIT_URL = '/api/admin/audit?limit=50';
export const SYSTEM_STATUS_URL = '/api/system/status';
export const ADMIN_CONTACTS_URL = '/api/admin/district/contacts';
export const DISTRICT_CONTACTS_URL = '/api/district/contacts';
export const DELIVERY_URL = '/api/admin/delivery';
/** Spec: the dashboard follows the services every 3 seconds. */
export const OVERVIEW_REFRESH_MS = 3000;

/** After any admin change: the dashboard and the audit list show it at once. */
export function refreshAfterAdminChange(client: QueryClient): Promise<void> {
  return Promise.all(
    [OVERVIEW_URL, AUDIT_URL, ACCESS_CODE_URL, ADMIN_CONTACTS_URL, DISTRICT_CONTACTS_URL].map(
      (url) => client.invalidateQueries({ queryKey: [url] }),
    ),
  ).then(() => undefined);
}

export const remoteUrl = (name: string) => `/api/admin/remotes/${encodeURIComponent(name)}`;

/** POST /api/admin/login: the administrator's user (role admin) on success. */
export async function adminLogin(body: { username: string; password: string }): Promise<User> {
  const res = await apiRequest('POST', '/api/admin/login', body);
  return userSchema.parse(await res.json());
}

/** "2d 3h 4m" in the reader's language. */
export function formatUptime(seconds: number, t: TFunction): string {
  const total = Math.floor(seconds / 60);
  return t('admin.uptime', {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  });
}
