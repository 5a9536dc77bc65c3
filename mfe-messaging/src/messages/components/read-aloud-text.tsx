import type { Language } from '@d742/contracts';
import { ReadAloud, RemoteModule, readAloudText, useLanguage } from '@d742/platform';

/**
 * Read-aloud for a text in the language it is shown in: the platform's control for text in the
 * reader's language; an untranslated original is read in its own language, not the reader's.
 */
export function ReadAloudText({
  title,
  text,
  language,
}: {
  title: string;
  text?: string | null;
  language: Language;
}) {
  const readerLanguage = useLanguage((s) => s.language);
  if (language === readerLanguage) return <ReadAloud title={title} text={text} />;
  return (
    <RemoteModule
      remote="voice"
      expose="ListenButton"
      props={{ text: readAloudText(title, text), language }}
      fallback={null}
      loading={null}
    />
  );
}
