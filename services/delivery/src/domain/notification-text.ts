import {
  isStaffRole,
  notificationRoute,
  type Language,
  type LocalizedText,
  type Role,
  type ServerLiveMessage,
} from '@d742/contracts';

type LiveEvent = Exclude<ServerLiveMessage, { type: 'auth_success' }>;

/** What a push notification carries (the service worker shows it; tapping opens `url`). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens, a path on the portal. */
  url: string;
  /** Notifications with one tag replace each other on the device (a repeated send shows once). */
  tag: string;
  lang: Language;
}

/**
 * The portal's own words for the live events that carry no text of their own, the same as the
 * shell's `live.*` keys in packages/i18n (a test keeps them equal).
 */
export const LIVE_TEXTS = {
  so: {
    gradeUpdateTitle: 'Buundo cusub',
    attendanceAlertTitle: 'Ogeysiis imaansho',
    newMessageTitle: 'Fariin cusub',
    newMessage: 'Fariin cusub oo ka timid {{senderName}}',
    systemAlertTitle: 'Digniin nidaam',
  },
  en: {
    gradeUpdateTitle: 'New grade',
    attendanceAlertTitle: 'Attendance alert',
    newMessageTitle: 'New message',
    newMessage: 'New message from {{senderName}}',
    systemAlertTitle: 'System alert',
  },
} as const satisfies Record<Language, Record<string, string>>;

function pick(text: LocalizedText | undefined, language: Language, fallback: string): string {
  return text?.[language] || fallback;
}

/** The page a notification opens (the shell's rule, from contracts); staff open staff pages. */
export function notificationUrl(event: LiveEvent, role: Role | undefined): string {
  return notificationRoute(event, isStaffRole(role));
}

/** Title and text of a live event in the reader's language (what the open page would have shown). */
export function describeEvent(
  event: LiveEvent,
  language: Language,
): { title: string; body: string } {
  const t = LIVE_TEXTS[language];
  switch (event.type) {
    case 'notification':
      return {
        title: pick(event.titleI18n, language, event.title),
        body: pick(event.i18n, language, event.message),
      };
    case 'grade_update':
      return {
        title: t.gradeUpdateTitle,
        body: `${event.studentName ? `${event.studentName}: ` : ''}${event.subject} — ${event.grade}`,
      };
    case 'attendance_alert':
      return { title: t.attendanceAlertTitle, body: pick(event.i18n, language, event.message) };
    case 'new_message':
      return {
        title: t.newMessageTitle,
        body: t.newMessage.replace('{{senderName}}', event.senderName),
      };
    case 'system_alert':
      return { title: t.systemAlertTitle, body: pick(event.i18n, language, event.message) };
  }
}

export function pushMessageOf(
  event: LiveEvent,
  reader: { language: Language; role?: Role },
  handOffId: string,
): PushMessage {
  return {
    ...describeEvent(event, reader.language),
    url: notificationUrl(event, reader.role),
    tag: `d742-${handOffId}`,
    lang: reader.language,
  };
}

export function isLiveEvent(event: ServerLiveMessage): event is LiveEvent {
  return event.type !== 'auth_success';
}

/** The words around an email notification. */
export const EMAIL_TEXTS = {
  so: {
    open: 'Ka eeg bogga: {{link}}',
    footer:
      'Iimaylkan waxaa kuu soo diray Bogga Qoysaska ee District 742 sababtoo ah "Ogeysiisyada iimaylka" waa ka shidan yihiin Xogtayda. Halkan ka dami: {{link}}',
  },
  en: {
    open: 'Open in the portal: {{link}}',
    footer:
      'District 742 Family Portal sent you this email because "Email notifications" is on in your profile. Turn it off here: {{link}}',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A short plain-text email for a notification, in the reader's language, linking to the right page. */
export function emailTextOf(message: PushMessage, publicUrl: string): string {
  const t = EMAIL_TEXTS[message.lang];
  return [
    message.body,
    '',
    t.open.replace('{{link}}', `${publicUrl}${message.url}`),
    '',
    '--',
    t.footer.replace('{{link}}', `${publicUrl}/profile`),
  ].join('\n');
}
