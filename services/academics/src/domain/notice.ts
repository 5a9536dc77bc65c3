import type { LIVE_TOPICS, LocalizedText, ServerLiveMessage } from '@d742/contracts';

/** A school text for a live notification (and, where the family keeps it, an update). */
export interface Notice {
  title: LocalizedText;
  message: LocalizedText;
}

/** The live `notification` of a notice: Somali by default, both languages for the browser to pick. */
export function liveNotice(
  notice: Notice,
  about: { topic: (typeof LIVE_TOPICS)[number]; studentId: string },
): ServerLiveMessage {
  return {
    type: 'notification',
    title: notice.title.so,
    message: notice.message.so,
    titleI18n: notice.title,
    i18n: notice.message,
    ...about,
  };
}
