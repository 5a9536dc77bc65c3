import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from './channels/sms-signature';

/** One message the fake accepted, as Twilio would have it. */
export interface ReceivedSms {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeSmsServiceOptions {
  accountSid?: string;
  authToken?: string;
  /** The sender number the account owns (SMS_FROM). */
  from?: string;
}

export interface FakeSmsService {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** The environment delivery needs to use this fake. */
  env: Record<string, string>;
  received: ReceivedSms[];
  /** Requests refused because a check failed (the reason each). */
  refused: string[];
  /** From now on answer this Twilio error for this number (e.g. 21610, or status 503 with code 20500). */
  answer: (to: string, error: { status: number; code: number } | null) => void;
  /** From now on hold every answer this long (sends overlap, as they do with a slow provider). */
  delay: (ms: number) => void;
  /** X-Twilio-Signature of a webhook to `url` with these form parameters. */
  sign: (url: string, params: Record<string, string>) => string;
  /** An inbound message's webhook fields as Twilio sends them (new MessageSid unless given). */
  inboundParams: (from: string, body: string, messageSid?: string) => Record<string, string>;
  stop: () => Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const E164 = /^\+[1-9]\d{7,14}$/;

const TWILIO_MESSAGES: Record<number, string> = {
  20003: 'Authenticate',
  20500: 'Internal Server Error',
  21211: "The 'To' number is not a valid phone number.",
  21604: "A 'To' phone number is required.",
  21602: 'Message body is required.',
  21610: 'Attempt to send to unsubscribed recipient',
  21614: "'To' number is not a valid mobile number",
  21606:
    "The 'From' phone number provided is not a valid message-capable phone number for this destination.",
  20429: 'Too Many Requests',
};

/**
 * Twilio's Messages API on loopback, speaking its wire format: checks the account path, HTTP
 * Basic auth (sid:token), a form-encoded body with `To` (E.164), exactly one of `From` (the
 * account's number) or `MessagingServiceSid`, and a `Body` of at most 1600 characters; answers 201
 * with the message resource, or Twilio's error JSON `{code, message, more_info, status}`.
 * Tests only.
 */
export async function startFakeSmsService(
  options: FakeSmsServiceOptions = {},
): Promise<FakeSmsService> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const from = options.from ?? '+16125550999';
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  const errors = new Map<string, { status: number; code: number }>();
  let delayMs = 0;

  const fail = (res: http.ServerResponse, status: number, code: number, why: string) => {
    refused.push(why);
    res.writeHead(status, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code,
        message: TWILIO_MESSAGES[code] ?? why,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      }),
    );
  };

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, chunks: Buffer[]) => {
    const match = MESSAGES_PATH.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return fail(res, 404, 20404, `${req.method} ${req.url}`);
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== accountSid)
      return fail(res, 401, 20003, 'authentication');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return fail(res, 400, 21602, `content-type ${req.headers['content-type']}`);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To') ?? '';
    const sender = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (!to) return fail(res, 400, 21604, 'To missing');
    if (!E164.test(to)) return fail(res, 400, 21211, `To ${to} is not E.164`);
    if (Boolean(sender) === Boolean(service))
      return fail(res, 400, 21606, 'exactly one of From and MessagingServiceSid');
    if (sender && sender !== from) return fail(res, 400, 21606, `From ${sender}`);
    if (!body) return fail(res, 400, 21602, 'Body missing');
    if (body.length > 1600) return fail(res, 400, 21617, 'Body too long');
    const error = errors.get(to);
    if (error) return fail(res, error.status, error.code, `told to answer ${error.code}`);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    received.push({ sid, to, from: sender, messagingServiceSid: service, body });
    const now = new Date().toUTCString();
    res.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: sender,
        messaging_service_sid: service,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: 'queued',
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      }),
    );
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => setTimeout(() => answer(req, res, chunks), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    accountSid,
    authToken,
    from,
    env: {
      SMS_API_URL: url,
      SMS_ACCOUNT_SID: accountSid,
      SMS_AUTH_TOKEN: authToken,
      SMS_FROM: from,
    },
    received,
    refused,
    answer: (to, error) => {
      if (error) errors.set(to, error);
      else errors.delete(to);
    },
    delay: (ms) => {
      delayMs = ms;
    },
    sign: (target, params) => twilioSignature(authToken, target, params),
    inboundParams: (sender, body, messageSid) => {
      const sid = messageSid ?? `SM${randomBytes(16).toString('hex')}`;
      return {
        ToCountry: 'US',
        ToState: 'MN',
        SmsMessageSid: sid,
        NumMedia: '0',
        ToCity: 'MINNEAPOLIS',
        FromZip: '55401',
        SmsSid: sid,
        FromState: 'MN',
        SmsStatus: 'received',
        FromCity: 'MINNEAPOLIS',
        Body: body,
        FromCountry: 'US',
        To: from,
        ToZip: '55401',
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: sender,
        ApiVersion: '2010-04-01',
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
