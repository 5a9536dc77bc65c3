import {
  SMS_KEYWORDS,
  URGENT_SEVERITIES,
  type Language,
  type ServerLiveMessage,
} from '@d742/contracts';
import type { PushMessage } from './notification-text';

type LiveEvent = Exclude<ServerLiveMessage, { type: 'auth_success' }>;

/**
 * A phone number as E.164 (`+16125550141`), or null when it cannot be one. Numbers written
 * without a country code are taken as North American (the district's): 10 digits, or 11
 * starting with 1.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  let plus = text.startsWith('+');
  if (!plus && digits.startsWith('00')) {
    plus = true;
    digits = digits.slice(2);
  }
  if (plus) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}

/** The number with its middle digits hidden, e.g. +1612•••4567 (what administrators see). */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return `${phone.slice(0, 2)}•••${phone.slice(-2)}`;
  return `${phone.slice(0, 5)}•••${phone.slice(-4)}`;
}

const urgentSeverity = (severity: string | undefined) =>
  (URGENT_SEVERITIES as readonly string[]).includes((severity ?? '').toLowerCase());

/**
 * Only urgent health and safety alerts go in quiet hours (and over the daily cap): a health alert
 * notice of severity high/critical/emergency, or a system (safety) alert of that severity. A
 * routine health note (low, medium, normal, or none given) and everything else wait for 07:00.
 */
export function isUrgent(event: LiveEvent): boolean {
  if (event.type === 'notification')
    return event.topic === 'health_alert' && urgentSeverity(event.severity);
  return event.type === 'system_alert' && urgentSeverity(event.severity);
}

/**
 * The system alert reports raises beside a high health alert's own notice (topic `health_alert`)
 * says the same thing again: it gets no text message of its own, so a parent is not texted twice
 * (at night, or against the cap) for one alert.
 */
export function repeatsAHealthAlert(event: LiveEvent): boolean {
  return event.type === 'system_alert' && event.topic === 'health_alert';
}

// --- District time: quiet hours and the cap's day, with Intl (no time zone library) ---

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(at: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's wall clock shows that date and hour (DST-safe to the hour). */
function instantOf(
  date: { year: number; month: number; day: number },
  hour: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, 0, 0);
  let guess = new Date(wall - offsetMs(new Date(wall), timeZone));
  guess = new Date(wall - offsetMs(guess, timeZone));
  return guess;
}

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;

/** Between 21:00 and 07:00 district time. */
export function isQuietHour(at: Date, timeZone: string): boolean {
  const { hour } = localParts(at, timeZone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The next 07:00 district time after `at` (when a deferred text message goes). */
export function endOfQuietHours(at: Date, timeZone: string): Date {
  const p = localParts(at, timeZone);
  let date = { year: p.year, month: p.month, day: p.day };
  if (p.hour >= QUIET_UNTIL_HOUR) {
    // Tomorrow's date: noon today plus a day, read back in the zone.
    const tomorrow = localParts(
      new Date(instantOf(date, 12, timeZone).getTime() + 24 * 3600_000),
      timeZone,
    );
    date = { year: tomorrow.year, month: tomorrow.month, day: tomorrow.day };
  }
  return instantOf(date, QUIET_UNTIL_HOUR, timeZone);
}

/** The district-local date `at` falls on, YYYY-MM-DD (the daily cap's day). */
export function districtDay(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

// --- Words ---

export const SMS_TEXTS = {
  so: {
    stopLine: 'Jawaab JOOJI si aad u joojiso',
    code: 'Koodhka District 742: {{code}}. Wuxuu dhacayaa 10 daqiiqo gudahood.',
  },
  en: {
    stopLine: 'Reply STOP to opt out',
    code: 'Your District 742 code: {{code}}. It expires in 10 minutes.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Answers to inbound texts: both languages in one message (we may not know who wrote). */
export const SMS_REPLIES = {
  stopped:
    'District 742: you will get no more text messages. Reply START to resume. / Fariimo qoraal ah mar dambe laguma soo diri doono. Jawaab BILOW si aad dib ugu bilowdo.',
  started:
    'District 742: text messages are on again. Reply STOP to opt out. / Fariimaha qoraalka ah dib ayaa loo shiday. Jawaab JOOJI si aad u joojiso.',
  unmatched:
    'We could not match your message. Please use the District 742 app. / Fariintaada lama helin. Fadlan isticmaal app-ka District 742.',
  received: 'District 742: your reply was sent. / Jawaabtaada waa la diray.',
} as const;

/** Characters of the GSM 03.38 default alphabet (and its extension table): one 160-char segment. */
const GSM =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€';
const GSM_SET = new Set([...GSM]);

/** Replaces the typographic characters that would force UCS-2 (70 chars a segment) by GSM ones. */
export function toGsm(text: string): string {
  return text
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

export const isGsm = (text: string) => [...text].every((c) => GSM_SET.has(c));

export const SMS_SEGMENT = 160;

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 3)
        .join('')
        .trimEnd()}...`;
}

/**
 * A notification as a text message: "District 742: <text> <link> <stop line>", in the reader's
 * language, in GSM characters where the text allows, the notification's own words shortened so
 * the whole fits one 160-character segment when the link is short enough.
 */
export function smsTextOf(message: PushMessage, publicUrl: string): string {
  const t = SMS_TEXTS[message.lang];
  const link = `${publicUrl}${message.url}`;
  const tail = ` ${link} ${t.stopLine}`;
  const head = 'District 742: ';
  // The title before the text, unless the text already says it ("New message from ...").
  const sayTitle =
    message.body && !message.body.toLowerCase().startsWith(message.title.toLowerCase());
  const words = toGsm(
    sayTitle ? `${message.title}: ${message.body}` : message.body || message.title,
  );
  const room = Math.max(20, SMS_SEGMENT - head.length - tail.length);
  return `${head}${shorten(words, room)}${tail}`;
}

export function verificationSmsOf(code: string, lang: Language): string {
  return SMS_TEXTS[lang].code.replace('{{code}}', code);
}

export type InboundKeyword = 'stop' | 'start' | null;

const STOP_WORDS = new Set<string>(SMS_KEYWORDS.stop);
const START_WORDS = new Set<string>(SMS_KEYWORDS.start);

/** STOP and its kin (and the Somali JOOJI), START and its kin (BILOW), as the whole reply. */
export function keywordOf(body: string): InboundKeyword {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ');
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
