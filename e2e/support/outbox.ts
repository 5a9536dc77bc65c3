import { expect } from '@playwright/test';
import {
  mailText,
  startFakeSmtpService,
  type ReceivedMail,
} from '../../services/delivery/src/testing-smtp-service';
import {
  startFakeSmsService,
  type FakeSmsService,
  type ReceivedSms,
} from '../../services/delivery/src/testing-sms-service';
import { E2E_GATEWAY_URL, test as base } from './fixtures';

/** What the district sent by email and SMS during this worker's run. */
export interface Outbox {
  /** The delivery service's environment for these two (and the public URL and time zone). */
  env: Record<string, string>;
  /** Every message the local SMTP server was given. */
  mails: ReceivedMail[];
  /** Every text message the loopback SMS API accepted. */
  texts: ReceivedSms[];
  /** The loopback SMS API itself (its numbers, the webhook signature, inbound fields). */
  sms: FakeSmsService;
  /** The text part of a mail, quoted-printable undone. */
  textOf: (mail: ReceivedMail) => string;
  /** Waits (polling) for the `n`th mail to `to` and answers it. */
  mailTo: (to: string, n?: number) => Promise<ReceivedMail>;
  /** Waits (polling) for the `n`th text message to `to` and answers it. */
  textTo: (to: string, n?: number) => Promise<ReceivedSms>;
  /**
   * The provider's inbound webhook for a text `from` sent to the school's number: the form
   * fields Twilio posts and their X-Twilio-Signature over the stack's public URL.
   */
  inbound: (
    from: string,
    body: string,
  ) => { url: string; form: Record<string, string>; headers: Record<string, string> };
}

/**
 * A time zone whose wall clock now shows about noon (Etc/GMT±N; note the inverted sign), so the
 * SMS quiet hours (21:00-07:00 district time) cannot hold a text back whenever the suite runs.
 */
export function middayTimeZone(now = new Date()): string {
  let offset = 12 - now.getUTCHours(); // hours ahead of UTC
  if (offset > 12) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/**
 * `test` with an `outbox`: a local SMTP server and the loopback fake of the Twilio Messages API on
 * free loopback ports, and this worker's stack started with the delivery service configured for
 * them (SMTP_URL, SMS_*), PUBLIC_URL = the gateway (links and webhook signatures) and a district
 * time zone at midday. Specs importing `test` from here get a stack of their own; the others keep
 * theirs without email or SMS.
 */
export const test = base.extend<object, { outbox: Outbox }>({
  outbox: [
    // Playwright reads fixture dependencies from this destructuring pattern, so it must stay.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const [smtp, sms] = await Promise.all([startFakeSmtpService(), startFakeSmsService()]);
      const waitFor = async <T>(what: string, find: () => T | undefined): Promise<T> => {
        await expect
          .poll(() => find() !== undefined, { message: what, timeout: 15_000 })
          .toBe(true);
        return find() as T;
      };
      const inboundUrl = `${E2E_GATEWAY_URL}/api/sms/inbound`;
      await use({
        env: {
          ...smtp.env,
          ...sms.env,
          PUBLIC_URL: E2E_GATEWAY_URL,
          DISTRICT_TIME_ZONE: middayTimeZone(),
        },
        mails: smtp.mails,
        texts: sms.received,
        sms,
        textOf: (mail) => mailText(mail.raw),
        mailTo: (to, n = 1) =>
          waitFor(`mail #${n} to ${to}`, () => smtp.mails.filter((m) => m.to.includes(to))[n - 1]),
        textTo: (to, n = 1) =>
          waitFor(`text #${n} to ${to}`, () => sms.received.filter((m) => m.to === to)[n - 1]),
        inbound: (from, body) => {
          const form = sms.inboundParams(from, body);
          return {
            url: inboundUrl,
            form,
            headers: { 'X-Twilio-Signature': sms.sign(inboundUrl, form) },
          };
        },
      });
      await Promise.all([smtp.stop(), sms.stop()]);
    },
    { scope: 'worker' },
  ],
  stackEnv: [async ({ outbox }, use) => use(outbox.env), { scope: 'worker' }],
});
