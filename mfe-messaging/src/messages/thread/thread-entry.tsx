import type { BilingualText, ReplyAudio } from '@d742/contracts';
import { ReadAloud, formatRelativeTime } from '@d742/platform';
import { Badge } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { TranslationNote } from '../components/translation-note';
import { VoiceReply } from './voice-reply';

export interface ThreadEntryProps {
  senderLabel: string;
  createdAt: string;
  /** For this reader; their own words are always read. */
  isRead: boolean;
  own: boolean;
  /** The first message's subject, shown as the thread's heading; marked and read aloud with it. */
  title?: BilingualText;
  content: BilingualText | null;
  audio: ReplyAudio | null;
  now: number;
}

/** The first message or a reply: who, when, read or new, the text as shown and its honest label. */
export function ThreadEntry({
  senderLabel,
  createdAt,
  isRead,
  own,
  title,
  content,
  audio,
  now,
}: ThreadEntryProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const time = formatRelativeTime(createdAt, t, now);
  const transcript = audio?.transcript ?? null;
  const spoken = content ?? transcript;
  const texts = [title, content, transcript].filter((x): x is BilingualText => Boolean(x));
  const unread = !own && !isRead;
  return (
    <li
      className={`messaging-entry${own ? ' messaging-entry--own' : ''}${unread ? ' messaging-entry--unread' : ''}`}
    >
      <article aria-label={t('thread.entryLabel', { sender: senderLabel, time })}>
        <header className="messaging-entry__head">
          <span className="messaging-entry__sender">{senderLabel}</span>
          {unread ? <Badge tone="primary">{t('message.new')}</Badge> : null}
        </header>
        {content ? (
          <p className="messaging-entry__text" lang={content.shown.language}>
            {content.shown.text}
          </p>
        ) : null}
        {audio ? <VoiceReply audio={audio} senderLabel={senderLabel} /> : null}
        <TranslationNote texts={texts} />
        <footer className="messaging-entry__foot">
          <time dateTime={createdAt} className="messaging-entry__time">
            {time}
          </time>
          <span className="messaging-entry__state">
            {own ? t('thread.sent') : isRead ? t('thread.read') : null}
          </span>
          {spoken ? (
            <span className="messaging-entry__listen">
              <ReadAloud
                title={title?.shown.text ?? senderLabel}
                text={spoken.shown.text}
                language={spoken.shown.language}
              />
            </span>
          ) : null}
        </footer>
      </article>
    </li>
  );
}
