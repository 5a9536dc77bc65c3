import { useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { aminaProfile } from '../../testing/profile';
import { amina, resetPage } from '../../testing/render-app';
import {
  PUSH_KEY_URL,
  PUSH_SUBSCRIPTIONS_URL,
  keyBytes,
  removePushSubscription,
  syncPushSubscription,
} from './push-subscription';

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/send/device-1';

/** A browser PushManager with at most one subscription, as Chromium keeps it per registration. */
function fakeRegistration() {
  let current: PushSubscription | null = null;
  const subscribe = jest.fn(async (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    const subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: jest.fn(async () => {
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  } as unknown as ServiceWorkerRegistration;
  return { registration, subscribe, current: () => current };
}

let api: TestApi;
let permission: NotificationPermission;
beforeAll(() => {
  Object.defineProperty(globalThis, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
    },
  });
});
beforeEach(async () => {
  await resetPage('so');
  useSession.setState({ user: amina, status: 'signed-in' });
  permission = 'granted';
  api = await startTestApi();
  api.on('GET', '/api/user/profile', { body: aminaProfile });
  api.on('GET', PUSH_KEY_URL, { body: { enabled: true, publicKey: KEY } });
  api.on('POST', PUSH_SUBSCRIPTIONS_URL, { status: 201, body: {} });
  api.on('DELETE', PUSH_SUBSCRIPTIONS_URL, { status: 204 });
});
afterEach(() => api.close());

describe('syncPushSubscription(registration)', () => {
  it('subscribes with the server key and saves the subscription on the server', async () => {
    const { registration, subscribe } = fakeRegistration();
    await expect(syncPushSubscription(registration)).resolves.toBe('subscribed');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(keyBytes(KEY)).toHaveLength(65); // an uncompressed P-256 point
    expect(api.callsTo('POST', PUSH_SUBSCRIPTIONS_URL).map((c) => c.body)).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } },
    ]);
  });

  it('keeps push off quietly when the server has no push (404 or enabled: false)', async () => {
    for (const answer of [
      { status: 404, body: { error: 'Not found' } },
      { body: { enabled: false, publicKey: null } },
    ]) {
      api.on('GET', PUSH_KEY_URL, answer);
      const { registration, subscribe } = fakeRegistration();
      await expect(syncPushSubscription(registration)).resolves.toBe('off');
      expect(subscribe).not.toHaveBeenCalled();
    }
    expect(api.callsTo('POST', PUSH_SUBSCRIPTIONS_URL)).toHaveLength(0);
  });

  it('leaves push when the profile switch is off or notifications are not allowed', async () => {
    const { registration, current } = fakeRegistration();
    await syncPushSubscription(registration);
    api.on('GET', '/api/user/profile', {
      body: { ...aminaProfile, notifications: { ...aminaProfile.notifications, push: false } },
    });
    await expect(syncPushSubscription(registration)).resolves.toBe('off');
    expect(current()).toBeNull();
    expect(api.callsTo('DELETE', PUSH_SUBSCRIPTIONS_URL).map((c) => c.body)).toEqual([
      { endpoint: ENDPOINT },
    ]);

    api.on('GET', '/api/user/profile', { body: aminaProfile });
    permission = 'denied';
    const other = fakeRegistration();
    await expect(syncPushSubscription(other.registration)).resolves.toBe('off');
    expect(other.subscribe).not.toHaveBeenCalled();
  });
});

describe('removePushSubscription(registration)', () => {
  it('tells the server which device leaves, then unsubscribes the browser', async () => {
    const { registration, current } = fakeRegistration();
    await syncPushSubscription(registration);
    await removePushSubscription(registration);
    expect(api.callsTo('DELETE', PUSH_SUBSCRIPTIONS_URL).map((c) => c.body)).toEqual([
      { endpoint: ENDPOINT },
    ]);
    expect(current()).toBeNull();
  });

  it('does nothing without a subscription', async () => {
    await removePushSubscription(fakeRegistration().registration);
    expect(api.callsTo('DELETE', PUSH_SUBSCRIPTIONS_URL)).toHaveLength(0);
  });
});
