import webpush from 'web-push';
import type { PushSettings } from '../config';
import type { DeliveryModels } from '../models';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** 'environment': configured; 'generated': made on first start and kept in the database. */
  source: 'environment' | 'generated';
}

const SETTING_ID = 'vapid-keys';

/**
 * The VAPID key pair push is signed with. Configured keys win; otherwise, outside production (or
 * in demo mode), a pair is generated on first start and stored, so every instance and every
 * restart signs with the same key (a browser's subscription is bound to it). In production
 * without keys, push is off (null).
 */
export class VapidKeyStore {
  private loading: Promise<VapidKeys | null> | null = null;

  constructor(
    private readonly settings: PushSettings,
    private readonly models: Pick<DeliveryModels, 'Setting'>,
  ) {}

  get(): Promise<VapidKeys | null> {
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = null;
      throw err;
    });
    return this.loading;
  }

  private async load(): Promise<VapidKeys | null> {
    if (this.settings.vapidKeys) return { ...this.settings.vapidKeys, source: 'environment' };
    if (!this.settings.generateKeys) return null;
    const fresh = webpush.generateVAPIDKeys();
    // Whoever starts first stores the pair; everyone reads back the stored one.
    await this.models.Setting.updateOne(
      { _id: SETTING_ID },
      { $setOnInsert: { value: { publicKey: fresh.publicKey, privateKey: fresh.privateKey } } },
      { upsert: true },
    ).exec();
    const stored = await this.models.Setting.findById(SETTING_ID).lean().exec();
    const value = stored?.value as { publicKey?: unknown; privateKey?: unknown } | undefined;
    if (typeof value?.publicKey !== 'string' || typeof value.privateKey !== 'string')
      throw new Error('The stored VAPID keys are unreadable');
    return { publicKey: value.publicKey, privateKey: value.privateKey, source: 'generated' };
  }
}
