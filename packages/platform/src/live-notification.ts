import type { LiveEventType, LocalizedText, ServerLiveMessage } from '@d742/contracts';
import { LIVE_TOAST } from '@d742/contracts/constants';
import { getLanguage, t } from '@d742/i18n/core';
import type { LiveEventOf } from './live-events';
import type { ToastInput } from '@d742/platform/core';

export type LiveEvent = LiveEventOf<LiveEventType>;

export interface LiveText {
  title: string;
  message: string;
}

function pick(text: LocalizedText | undefined, fallback: string): string {
  return text?.[getLanguage()] || fallback;
}

/** Title and message of an event in the current interface language. */
export function describeLiveEvent(event: LiveEvent): LiveText {
  switch (event.type) {
    case 'notification':
      return {
        title: pick(event.titleI18n, event.title),
        message: pick(event.i18n, event.message),
      };
    case 'grade_update':
      return {
        title: t('live.gradeUpdate.title'),
        message: event.studentName
          ? t('live.gradeUpdate.messageForStudent', {
              studentName: event.studentName,
              subject: event.subject,
              grade: event.grade,
            })
          : t('live.gradeUpdate.message', { subject: event.subject, grade: event.grade }),
      };
    case 'attendance_alert':
      return {
        title: t('live.attendanceAlert.title'),
        message: pick(event.i18n, event.message),
      };
    case 'new_message':
      return {
        title: t('live.newMessage.title'),
        message: t('live.newMessage.message', { senderName: event.senderName }),
      };
    case 'system_alert':
      return { title: t('live.systemAlert.title'), message: pick(event.i18n, event.message) };
  }
}

function isDestructive(event: LiveEvent): boolean {
  const { destructive } = LIVE_TOAST[event.type];
  if (destructive === 'when-high') {
    return event.type === 'system_alert' && event.severity.toLowerCase() === 'high';
  }
  return destructive;
}

/**
 * The toast an event raises: its text, made again in the page's language at each render, plus the
 * spec's duration and variant for its type.
 */
export function liveToast(event: LiveEvent): ToastInput {
  return {
    title: () => describeLiveEvent(event).title,
    description: () => describeLiveEvent(event).message,
    variant: isDestructive(event) ? 'destructive' : 'default',
    durationMs: LIVE_TOAST[event.type].durationMs,
  };
}

export function isLiveEvent(message: ServerLiveMessage): message is LiveEvent {
  return message.type !== 'auth_success';
}
