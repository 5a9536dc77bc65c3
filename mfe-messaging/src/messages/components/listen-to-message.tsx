import type { Message } from '@d742/contracts';
import { RemoteModule, useLanguage } from '@d742/platform';

/** Subject, then content, with a sentence break between them when the subject has none. */
export function messageReadAloudText({ subject, content }: Pick<Message, 'subject' | 'content'>) {
  return `${subject}${/[.!?:]$/.test(subject.trim()) ? '' : '.'} ${content}`;
}

/**
 * The voice remote's read-aloud button for one message. Services answer in the reader's language
 * (decision 006), so the text is in the current language. Inline: nothing while loading or when
 * the voice remote is missing.
 */
export function ListenToMessage({ message }: { message: Message }) {
  const language = useLanguage((s) => s.language);
  return (
    <RemoteModule
      remote="voice"
      expose="ListenButton"
      props={{ text: messageReadAloudText(message), language }}
      fallback={null}
      loading={null}
    />
  );
}
