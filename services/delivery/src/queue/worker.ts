import { deliveryHandOffSchema, type Role } from '@d742/contracts';
import type { Clock } from '@d742/service-kit';
import type pino from 'pino';
import type { EmailSender } from '../channels/email-sender';
import type { PushSender } from '../channels/push-sender';
import { SmsRecipientUnsubscribedError, type SmsSender } from '../channels/sms-sender';
import type { VapidKeyStore } from '../channels/vapid-keys';
import type { IdentityPreferences } from '../clients/identity-preferences';
import { DeferDelivery, PermanentDeliveryError } from '../domain/errors';
import { unseal } from '../domain/seal';
import {
  districtDay,
  endOfQuietHours,
  isQuietHour,
  isUrgent,
  normalisePhone,
  repeatsAHealthAlert,
  smsTextOf,
} from '../domain/sms';
import {
  emailTextOf,
  isLiveEvent,
  pushMessageOf,
  type PushMessage,
} from '../domain/notification-text';
import type { DeliveryJobDoc } from '../models';
import type { AddressRepository } from '../repositories/address-repository';
import type { JobRepository } from '../repositories/job-repository';
import type { PhoneRepository } from '../repositories/phone-repository';
import type { SmsRepository } from '../repositories/sms-repository';
import type { SuppressionRepository } from '../repositories/suppression-repository';
import type { SubscriptionRepository } from '../repositories/subscription-repository';

export interface WorkerDeps {
  jobs: JobRepository;
  subscriptions: SubscriptionRepository;
  addresses: AddressRepository;
  preferences: IdentityPreferences;
  vapid: VapidKeyStore;
  push: PushSender;
  /** undefined: email is not configured. */
  email: EmailSender | undefined;
  /** undefined: SMS is not configured. */
  sms: SmsSender | undefined;
  phones: PhoneRepository;
  suppressions: SuppressionRepository;
  smsLog: SmsRepository;
  /** Text messages per user per district-local day. */
  smsDailyCap: number;
  /** The district's IANA time zone (quiet hours, the cap's day). */
  timeZone: string;
  /** Seals one-time codes waiting in the queue. */
  secret: string;
  publicUrl: string;
  clock: Clock;
  logger: pino.Logger;
  workerId: string;
}

/** A `notify` job's payload: the hand-off it came from and the live event. */
const notifyPayloadSchema = deliveryHandOffSchema.pick({ id: true, event: true });

/** An `sms` job's payload: the number, the text, and what it is about. */
interface SmsPayload {
  to: string;
  body: string;
  urgent: boolean;
  /** The conversation a notification about a message belongs to (a reply lands there). */
  threadId: string | null;
}

/** A `verification` job's payload: a one-time code's message, sealed. */
interface VerificationPayload {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  sealed: string;
  lang: PushMessage['lang'];
}

/** At most this many jobs per drain, so one run cannot hold the process forever. */
const MAX_JOBS_PER_DRAIN = 200;

/**
 * Works the queue: claims due jobs one by one (atomically, see JobRepository.claim) and does them.
 * Every outcome is written back; an exception means 'retry later' unless it is permanent.
 */
export class DeliveryWorker {
  private draining: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: WorkerDeps) {}

  /** Works every due job; a second call while one runs waits for that one. Returns how many were worked. */
  drain(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.draining ??= this.drainOnce().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /**
   * Starts a drain in the background (new work arrived, or the poll is due). While one runs, one
   * more follows it, so a job written after its last claim is not left for the next poll. Never
   * rejects: a failed run is logged once, however many hand-offs asked for it.
   */
  async kick(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return;
    }
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (err) {
        if (!this.stopped) this.deps.logger.warn({ err }, 'delivery queue run failed');
      }
    } while (this.again && !this.stopped);
  }

  /**
   * At shutdown, before the database closes: no new job is claimed and the one under way is
   * finished and written back, so none is left claimed by a worker that is gone.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining?.catch(() => undefined);
  }

  private async drainOnce(): Promise<number> {
    let worked = 0;
    while (!this.stopped && worked < MAX_JOBS_PER_DRAIN) {
      const job = await this.deps.jobs.claim(this.deps.workerId, this.deps.clock());
      if (!job) break;
      worked += 1;
      await this.work(job);
    }
    return worked;
  }

  private async work(job: DeliveryJobDoc): Promise<void> {
    const { jobs, clock, logger } = this.deps;
    // Claimed again after its last attempt's worker died mid-send: not retried past the limit.
    if (job.attempts > job.maxAttempts) {
      await jobs.fail(job, clock(), job.lastError ?? 'Abandoned after the last attempt', true);
      return;
    }
    try {
      const note = await this.perform(job);
      await jobs.complete(job, clock(), note);
    } catch (err) {
      if (err instanceof DeferDelivery) {
        await jobs.defer(job, err.until, err.note);
        return;
      }
      const permanent = err instanceof PermanentDeliveryError;
      const message = err instanceof Error ? err.message : String(err);
      logger.warn(
        { jobId: job._id.toHexString(), kind: job.kind, attempts: job.attempts, permanent, err },
        'delivery attempt failed',
      );
      await jobs.fail(job, clock(), message, permanent);
    }
  }

  /** Does the job; returns a note for the record (why nothing was sent), or null. */
  private async perform(job: DeliveryJobDoc): Promise<string | null> {
    switch (job.kind) {
      case 'notify':
        return this.fanOut(job);
      case 'push':
        return this.sendPush(job);
      case 'email':
        return this.sendEmail(job);
      case 'sms':
        return this.sendSms(job);
      case 'verification':
        return this.sendVerification(job);
    }
  }

  /** A live notification for one user: their switches decide which channels get a job. */
  private async fanOut(job: DeliveryJobDoc): Promise<string | null> {
    const parsed = notifyPayloadSchema.safeParse(job.payload);
    if (!parsed.success || !isLiveEvent(parsed.data.event))
      throw new PermanentDeliveryError('The notification is unreadable');
    const { id, event } = parsed.data;
    const person = await this.deps.preferences.of(job.userId);
    if (!person) return 'No such user';
    const message = pushMessageOf(
      event,
      { language: person.language, role: person.role as Role | undefined },
      id,
    );
    const now = this.deps.clock();
    const channels: string[] = [];
    if (person.notifications.push && (await this.deps.vapid.get())) {
      for (const subscription of await this.deps.subscriptions.ofUser(job.userId)) {
        const subscriptionId = subscription._id.toHexString();
        await this.deps.jobs.enqueue(
          {
            key: `${job.key}:push:${subscriptionId}`,
            kind: 'push',
            userId: job.userId,
            payload: { subscriptionId, message },
          },
          now,
        );
        channels.push('push');
      }
    }
    if (
      person.notifications.email &&
      this.deps.email &&
      (await this.deps.addresses.isVerified(job.userId, person.email))
    ) {
      await this.deps.jobs.enqueue(
        {
          key: `${job.key}:email`,
          kind: 'email',
          userId: job.userId,
          payload: { to: person.email, message },
        },
        now,
      );
      channels.push('email');
    }
    const phone = normalisePhone(person.phone);
    if (
      person.notifications.sms &&
      this.deps.sms &&
      !repeatsAHealthAlert(event) &&
      phone &&
      (await this.deps.phones.isVerified(job.userId, phone)) &&
      !(await this.deps.suppressions.isSuppressed(phone))
    ) {
      const urgent = isUrgent(event);
      const payload: SmsPayload = {
        to: phone,
        body: smsTextOf(message, this.deps.publicUrl),
        urgent,
        threadId: event.type === 'new_message' ? (event.threadId ?? null) : null,
      };
      // Quiet hours: a notice that is not urgent waits for 07:00 district time.
      const quiet = !urgent && isQuietHour(now, this.deps.timeZone);
      await this.deps.jobs.enqueue(
        { key: `${job.key}:sms`, kind: 'sms', userId: job.userId, payload: { ...payload } },
        now,
        quiet ? endOfQuietHours(now, this.deps.timeZone) : now,
      );
      channels.push('sms');
    }
    return channels.length ? null : 'No channel is on for this user';
  }

  /**
   * One text message. The suppression list is checked now (a STOP since the job was queued
   * counts), quiet hours again (a retry may fall into them), then the daily cap.
   */
  private async sendSms(job: DeliveryJobDoc): Promise<string | null> {
    const { to, body, urgent, threadId } = job.payload as unknown as SmsPayload;
    const { sms, suppressions, smsLog, clock, timeZone } = this.deps;
    if (!sms) return 'SMS is not configured';
    if (await suppressions.isSuppressed(to)) return 'The number is on the suppression list';
    const now = clock();
    if (!urgent && isQuietHour(now, timeZone))
      throw new DeferDelivery(endOfQuietHours(now, timeZone), 'Quiet hours: deferred to 07:00');
    // The cap holds with several workers: a slot is taken (insert-or-fail) before the send.
    // Urgent ones take a slot while there is one (they count) and go even when there is none.
    const day = districtDay(now, timeZone);
    const jobId = job._id.toHexString();
    const slot = await smsLog.takeCapSlot(
      { userId: job.userId, day, jobId, at: now },
      this.deps.smsDailyCap,
    );
    if (slot === null && !urgent)
      return `Not sent: the daily SMS cap (${this.deps.smsDailyCap}) is reached`;
    try {
      const sent = await sms.send(to, body);
      await smsLog.recordSent({
        userId: job.userId,
        to,
        jobId,
        sid: sent.sid,
        threadId,
        urgent,
        sentAt: clock(),
      });
    } catch (err) {
      // Not sent: the slot is free for the retry or for the next message.
      await smsLog.releaseCapSlot(jobId, day);
      if (!(err instanceof SmsRecipientUnsubscribedError)) throw err;
      await suppressions.suppress(to, 'provider-21610', clock());
      return `${err.message}; the number is now suppressed`;
    }
    return null;
  }

  /** A one-time code, by email or SMS, at once (no quiet hours, no cap). */
  private async sendVerification(job: DeliveryJobDoc): Promise<string | null> {
    const payload = job.payload as unknown as VerificationPayload;
    const text = unseal(this.deps.secret, payload.sealed);
    if (text === null) throw new PermanentDeliveryError('The code cannot be unsealed');
    if (payload.channel === 'email') {
      if (!this.deps.email) return 'Email is not configured';
      await this.deps.email.send({
        to: payload.to,
        subject: payload.subject,
        text,
        messageId: `<${job._id.toHexString()}@delivery.district742>`,
        lang: payload.lang,
      });
      return null;
    }
    if (!this.deps.sms) return 'SMS is not configured';
    if (await this.deps.suppressions.isSuppressed(payload.to))
      return 'The number is on the suppression list (reply START first)';
    try {
      await this.deps.sms.send(payload.to, text);
    } catch (err) {
      if (!(err instanceof SmsRecipientUnsubscribedError)) throw err;
      await this.deps.suppressions.suppress(payload.to, 'provider-21610', this.deps.clock());
      return `${err.message}; the number is now suppressed`;
    }
    return null;
  }

  private async sendPush(job: DeliveryJobDoc): Promise<string | null> {
    const { subscriptionId, message } = job.payload as {
      subscriptionId: string;
      message: PushMessage;
    };
    const subscription = await this.deps.subscriptions.byId(subscriptionId);
    // Unsubscribed, signed out, or taken over by someone else on that device since: not theirs to get.
    if (!subscription || subscription.userId !== job.userId) return 'The subscription is gone';
    const keys = await this.deps.vapid.get();
    if (!keys) return 'Push is not configured';
    const outcome = await this.deps.push.send(subscription, message, keys);
    if (outcome === 'gone') {
      await this.deps.subscriptions.removeEndpoint(subscription.endpoint);
      return 'The push service says the subscription is gone; removed';
    }
    return null;
  }

  private async sendEmail(job: DeliveryJobDoc): Promise<string | null> {
    const { to, message } = job.payload as { to: string; message: PushMessage };
    if (!this.deps.email) return 'Email is not configured';
    await this.deps.email.send({
      to,
      subject: message.title,
      text: emailTextOf(message, this.deps.publicUrl),
      messageId: `<${job._id.toHexString()}@delivery.district742>`,
      lang: message.lang,
    });
    return null;
  }
}
