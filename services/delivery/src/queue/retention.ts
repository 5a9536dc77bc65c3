import type { Clock } from '@d742/service-kit';
import type pino from 'pino';
import type { ContactCodeRepository } from '../repositories/contact-code-repository';
import type { JobRepository } from '../repositories/job-repository';
import type { SmsRepository } from '../repositories/sms-repository';

const DAY_MS = 24 * 3600_000;
/** Dead letters stay visible to administrators at least this long (or the retention, if longer). */
export const DEAD_LETTER_DAYS = 90;
/** Daily cap slots are kept two days (a district-local day never spans more than that in UTC). */
export const CAP_SLOT_DAYS = 2;
/** The first purge a minute after the start (not in the way of the start), then every hour. */
export const FIRST_PURGE_AFTER_MS = 60_000;
export const PURGE_EVERY_MS = 3600_000;

export interface RetentionDeps {
  jobs: JobRepository;
  codes: ContactCodeRepository;
  smsLog: SmsRepository;
  /** DELIVERY_RETENTION_DAYS */
  retentionDays: number;
  clock: Clock;
  logger: pino.Logger;
}

export interface PurgeCounts {
  sentJobs: number;
  deadJobs: number;
  claims: number;
  codes: number;
  sentSms: number;
  receivedSms: number;
  capSlots: number;
}

/**
 * Deletes what delivery no longer needs: sent jobs and their claims after the retention, dead
 * letters after 90 days (or the retention), spent one-time codes, and the text messages sent and
 * received after the retention, and the daily cap slots of past days. Plain deletes on indexed fields (FerretDB has no TTL indexes).
 */
export class RetentionPurge {
  private first: NodeJS.Timeout | undefined;
  private every: NodeJS.Timeout | undefined;
  private running: Promise<PurgeCounts> | null = null;
  private stopped = false;

  constructor(private readonly deps: RetentionDeps) {}

  /** One purge now (a second call while one runs gets that one). */
  run(): Promise<PurgeCounts> {
    this.running ??= this.purge().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Schedules the purges: the first after `firstAfterMs`, then every `everyMs`. Timers are unref'd. */
  start(firstAfterMs = FIRST_PURGE_AFTER_MS, everyMs = PURGE_EVERY_MS): void {
    if (this.stopped || this.first || this.every) return;
    this.first = setTimeout(() => {
      this.first = undefined;
      if (this.stopped) return;
      this.every = setInterval(() => this.runLogged(), everyMs);
      this.every.unref();
      this.runLogged();
    }, firstAfterMs);
    this.first.unref();
  }

  /** At shutdown, before the database closes: no more purges; the one under way finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.first);
    clearInterval(this.every);
    this.first = this.every = undefined;
    await this.running?.catch(() => undefined);
  }

  private runLogged(): void {
    if (this.stopped) return;
    this.run().catch((err: unknown) => {
      if (!this.stopped) this.deps.logger.warn({ err }, 'delivery retention purge failed');
    });
  }

  private async purge(): Promise<PurgeCounts> {
    const { jobs, codes, smsLog, retentionDays, clock, logger } = this.deps;
    const now = clock();
    const before = new Date(now.getTime() - retentionDays * DAY_MS);
    const deadBefore = new Date(now.getTime() - Math.max(DEAD_LETTER_DAYS, retentionDays) * DAY_MS);
    const job = await jobs.purge(before, deadBefore);
    const spent = await codes.purgeSpent(now);
    const sms = await smsLog.purgeBefore(before);
    const capSlots = await smsLog.purgeCapSlotsBefore(
      new Date(now.getTime() - CAP_SLOT_DAYS * DAY_MS),
    );
    const counts: PurgeCounts = {
      sentJobs: job.sent,
      deadJobs: job.dead,
      claims: job.claims,
      codes: spent,
      sentSms: sms.sent,
      receivedSms: sms.received,
      capSlots,
    };
    if (Object.values(counts).some((n) => n > 0))
      logger.info({ counts, retentionDays }, 'delivery retention purge');
    return counts;
  }
}
