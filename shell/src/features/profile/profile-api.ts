import {
  type ContactChannel,
  type ContactStatus,
  type ContactVerification,
  contactStatusSchema,
  contactVerificationSchema,
  type NotificationPreferences,
  type Profile,
  type ProfileUpdate,
  profileSchema,
} from '@d742/contracts';
import { SUPPORTED_LANGUAGES } from '@d742/i18n/core';
import { apiQueryKey, apiRequest, toast, useApiQuery } from '@d742/platform';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { PUSH_SETTING_EVENT } from '../pwa/pwa-events';
import { tNow } from '../../in-page-language';

export const PROFILE_URL = '/api/user/profile';

/** GET /api/user/profile: the signed-in person's own profile. */
export function useProfile() {
  return useApiQuery(PROFILE_URL, profileSchema);
}

/** The profile is the same in both languages: keep one answer under both cache keys. */
export function storeProfile(client: QueryClient, profile: Profile): void {
  for (const language of SUPPORTED_LANGUAGES) {
    client.setQueryData(apiQueryKey(PROFILE_URL, language), profile);
  }
}

/** PATCH /api/user/profile with only what changed; the answer is the whole updated profile. */
export async function patchProfile(changes: ProfileUpdate): Promise<Profile> {
  const res = await apiRequest('PATCH', PROFILE_URL, changes);
  return profileSchema.parse(await res.json());
}

/** Turning push on is the moment to ask the browser for permission (a user gesture). */
async function askNotificationPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  await Notification.requestPermission().catch(() => 'default');
  window.dispatchEvent(new Event(PUSH_SETTING_EVENT));
}

type Snapshot = [readonly unknown[], Profile | undefined][];

/**
 * The account switches (push, email, SMS): saved at once, shown at once (optimistic), put back
 * with a destructive toast when the server refuses. The More page's notifications toggle is the
 * same push switch.
 */
export function useNotificationSwitch() {
  const client = useQueryClient();
  const mutation = useMutation<Profile, unknown, Partial<NotificationPreferences>, Snapshot>({
    mutationFn: (change) => patchProfile({ notifications: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: [PROFILE_URL] });
      const snapshot = client.getQueriesData<Profile>({ queryKey: [PROFILE_URL] });
      client.setQueriesData<Profile>({ queryKey: [PROFILE_URL] }, (profile) =>
        profile ? { ...profile, notifications: { ...profile.notifications, ...change } } : profile,
      );
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      toast({
        title: () => tNow('profile.settings.failed'),
        description: () => tNow('profile.settings.failedText'),
        variant: 'destructive',
      });
    },
    onSuccess: (profile, change) => {
      storeProfile(client, profile);
      // This device subscribes to or leaves Web Push to match (features/pwa).
      if ('push' in change) window.dispatchEvent(new Event(PUSH_SETTING_EVENT));
    },
  });
  return (channel: keyof NotificationPreferences, on: boolean) => {
    if (channel === 'push' && on) void askNotificationPermission();
    mutation.mutate({ [channel]: on });
  };
}

export const CONTACT_VERIFICATION_URL = '/api/user/contact-verification';

/** GET /api/user/contact-verification: whether the profile's email and phone are verified. */
export function useContactVerification() {
  return useApiQuery(CONTACT_VERIFICATION_URL, contactVerificationSchema);
}

/** A channel's new status (after a code was sent or confirmed), in every cached language. */
export function storeContactStatus(client: QueryClient, status: ContactStatus): void {
  client.setQueriesData<ContactVerification>({ queryKey: [CONTACT_VERIFICATION_URL] }, (all) =>
    all ? { ...all, [status.channel]: status } : all,
  );
}

/** POST /api/user/contact-verification {channel}: a code goes to the profile's address. */
export async function sendVerificationCode(channel: ContactChannel): Promise<ContactStatus> {
  const res = await apiRequest('POST', CONTACT_VERIFICATION_URL, { channel });
  return contactStatusSchema.parse(await res.json());
}

/** POST /api/user/contact-verification/confirm {channel, code}: the address is verified. */
export async function confirmVerificationCode(
  channel: ContactChannel,
  code: string,
): Promise<ContactStatus> {
  const res = await apiRequest('POST', `${CONTACT_VERIFICATION_URL}/confirm`, { channel, code });
  return contactStatusSchema.parse(await res.json());
}
