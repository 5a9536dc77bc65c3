import { DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { loadConfig } from '../config';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';

const { amina } = DEMO_USERS;
const DAY = 24 * 3600_000;
const clock = { now: Date.now() };
let t: DeliveryTestApp;

beforeAll(async () => {
  t = await startDeliveryTestApp({ clock: () => new Date(clock.now), identity: false });
});
afterAll(() => t.stop());

const ago = (ms: number) => new Date(clock.now - ms);

/** A job row as the queue leaves it, `age` old (written raw: its timestamps are the point). */
function jobRow(name: string, state: string, age: number) {
  const at = ago(age);
  return {
    _id: new Types.ObjectId(),
    key: `retention:${name}`,
    kind: 'push',
    userId: amina.id,
    payload: {},
    state,
    attempts: 1,
    maxAttempts: 6,
    runAt: at,
    leaseUntil: null,
    claimedBy: null,
    lastError: null,
    sentAt: state === 'sent' ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

function codeRow(name: string, age: number, used: boolean) {
  const at = ago(age);
  return {
    _id: new Types.ObjectId(),
    userId: `retention-${name}`,
    channel: 'sms',
    destination: '+16125550100',
    salt: 's',
    hash: 'h',
    expiresAt: new Date(at.getTime() + 10 * 60_000),
    tries: 0,
    usedAt: used ? at : null,
    createdAt: at,
  };
}

describe('the retention purge', () => {
  it('deletes sent jobs, claims and text messages past 30 days, dead letters past 90, spent codes; keeps the rest', async () => {
    const jobs = {
      oldSent: jobRow('old-sent', 'sent', 31 * DAY),
      recentSent: jobRow('recent-sent', 'sent', 29 * DAY),
      oldDead: jobRow('old-dead', 'dead', 91 * DAY),
      recentDead: jobRow('recent-dead', 'dead', 60 * DAY),
      // Not finished, however old: never purged.
      oldFailed: jobRow('old-failed', 'failed', 200 * DAY),
    };
    await t.models.DeliveryJob.collection.insertMany(Object.values(jobs));
    await t.models.JobClaim.collection.insertMany([
      { _id: `${jobs.oldSent._id.toHexString()}:1`, workerId: 'w', claimedAt: ago(31 * DAY) },
      { _id: `${jobs.recentSent._id.toHexString()}:1`, workerId: 'w', claimedAt: ago(29 * DAY) },
    ] as never[]);
    const codes = {
      oldUsed: codeRow('old-used', 2 * 3600_000, true),
      oldExpired: codeRow('old-expired', 2 * 3600_000, false),
      // Within the hour the limit of 5 codes an hour counts it; still pending, it can be confirmed.
      recentUsed: codeRow('recent-used', 30 * 60_000, true),
      pending: codeRow('pending', 60_000, false),
    };
    await t.models.ContactCode.collection.insertMany(Object.values(codes));
    const sms = (sid: string, age: number) => ({
      messageSid: sid,
      from: '+16125550177',
      body: 'hello',
      outcome: 'unknown-number',
      userId: null,
      threadId: null,
      answer: null,
      receivedAt: ago(age),
    });
    await t.models.SmsInbound.collection.insertMany([
      sms('SM-old', 31 * DAY),
      sms('SM-recent', 29 * DAY),
    ]);
    const sent = (jobId: string, age: number) => ({
      userId: amina.id,
      to: '+16125550141',
      jobId,
      sid: `SM${jobId}`,
      threadId: null,
      urgent: false,
      sentAt: ago(age),
    });
    await t.models.SentSms.collection.insertMany([sent('old', 31 * DAY), sent('recent', DAY)]);
    const slot = (day: string, age: number) => ({
      _id: `${amina.id}:${day}:1`,
      userId: amina.id,
      day,
      slot: 1,
      jobId: `job-${day}`,
      takenAt: ago(age),
    });
    // Yesterday's slot may still be today's in the district's time zone; three days ago is gone.
    await t.models.SmsCapSlot.collection.insertMany([
      slot('three-days-ago', 3 * DAY),
      slot('yesterday', DAY),
    ] as never[]);

    const counts = await t.delivery.retention.run();
    expect(counts).toEqual({
      sentJobs: 1,
      deadJobs: 1,
      claims: 1,
      codes: 2,
      sentSms: 1,
      receivedSms: 1,
      capSlots: 1,
    });
    const left = await t.models.DeliveryJob.find({ key: /^retention:/ }).lean();
    expect(left.map((j) => j.key).sort()).toEqual(
      ['retention:old-failed', 'retention:recent-dead', 'retention:recent-sent'].sort(),
    );
    expect(await t.models.JobClaim.find().distinct('_id')).toEqual([
      `${jobs.recentSent._id.toHexString()}:1`,
    ]);
    const codesLeft = await t.models.ContactCode.find({ userId: /^retention-/ }).distinct('userId');
    expect(codesLeft.sort()).toEqual(['retention-pending', 'retention-recent-used']);
    expect(await t.models.SmsInbound.find().distinct('messageSid')).toEqual(['SM-recent']);
    expect(await t.models.SentSms.find().distinct('jobId')).toEqual(['recent']);
    expect(await t.models.SmsCapSlot.find().distinct('day')).toEqual(['yesterday']);

    // A second run finds nothing more.
    expect(Object.values(await t.delivery.retention.run())).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('runs on its schedule until stopped, with the worker, at shutdown', async () => {
    const delivery = t.another();
    const old = () =>
      t.models.SmsInbound.collection.insertOne({
        messageSid: `SM-scheduled-${Math.random()}`,
        from: '+16125550177',
        body: 'x',
        outcome: 'no-conversation',
        receivedAt: ago(40 * DAY),
      } as never);
    const count = () => t.models.SmsInbound.countDocuments({ messageSid: /^SM-scheduled-/ });
    await old();
    delivery.retention.start(20, 50);
    for (let i = 0; i < 100 && (await count()) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await count()).toBe(0);
    await old(); // the hourly run (here every 50 ms) takes this one too
    for (let i = 0; i < 100 && (await count()) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await count()).toBe(0);

    await Promise.all([delivery.worker.stop(), delivery.retention.stop()]);
    await old();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(1);
  });

  it('keeps 30 days by default and refuses fewer than 14 (replies match texts of 14 days)', () => {
    const env = { MONGODB_URI: 'mongodb://127.0.0.1:1/x', INTERNAL_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).queue.retentionDays).toBe(30);
    expect(loadConfig({ ...env, DELIVERY_RETENTION_DAYS: '45' }).queue.retentionDays).toBe(45);
    expect(() => loadConfig({ ...env, DELIVERY_RETENTION_DAYS: '7' })).toThrow(
      /DELIVERY_RETENTION_DAYS/,
    );
  });
});
