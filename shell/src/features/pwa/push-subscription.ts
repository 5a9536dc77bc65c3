import { ApiError, apiRequest, loadContracts } from '@d742/platform/core';

/** The delivery service's contract (issue 15): the VAPID key, and this device's subscription. */
export const PUSH_KEY_URL = '/api/push/public-key';
export const PUSH_SUBSCRIPTIONS_URL = '/api/push/subscriptions';
const PROFILE_URL = '/api/user/profile';

export type PushState = 'subscribed' | 'off' | 'unsupported';

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array): boolean => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

/** The server's key, or null when push is off there (404: no delivery service; enabled: false). */
async function publicKey(): Promise<string | null> {
  try {
    const res = await apiRequest('GET', PUSH_KEY_URL);
    const body = (await res.json()) as { enabled?: unknown; publicKey?: unknown };
    return body.enabled === true && typeof body.publicKey === 'string' && body.publicKey
      ? body.publicKey
      : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function pushSwitchOn(): Promise<boolean> {
  const res = await apiRequest('GET', PROFILE_URL);
  const [body, { profileSchema }] = await Promise.all([res.json(), loadContracts()]);
  return profileSchema.parse(body).notifications.push;
}

/** Removes this device's subscription from the server and from the browser. */
export async function removePushSubscription(
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const subscription = await registration.pushManager?.getSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', PUSH_SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * Brings this device in line with the profile's push switch: subscribed (and the subscription
 * saved on the server) when the switch is on, notifications are allowed and the server has push;
 * otherwise no subscription. Never asks for permission itself (the profile switch does).
 */
export async function syncPushSubscription(
  registration: ServiceWorkerRegistration,
): Promise<PushState> {
  if (!registration.pushManager || typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'granted' || !(await pushSwitchOn())) {
    await removePushSubscription(registration);
    return 'off';
  }
  const key = await publicKey();
  if (!key) return 'off';
  const applicationServerKey = keyBytes(key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe(); // the server's key changed: the old one is useless
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await apiRequest('POST', PUSH_SUBSCRIPTIONS_URL, subscription.toJSON());
  return 'subscribed';
}
