import { RemoteModule, useLanguage } from '@d742/platform';

/** A title, then its text, with a sentence break between them when the title has none. */
export function readAloudText(title: string, text: string): string {
  return `${title}${/[.!?:]$/.test(title.trim()) ? '' : '.'} ${text}`;
}

/**
 * The voice remote's read-aloud button for school-written text. Services answer in the reader's
 * language (decision 006), so `text` is in the current language. Inline: nothing while loading or
 * when the voice remote is missing.
 */
export function ListenButton({ text }: { text: string }) {
  const language = useLanguage((s) => s.language);
  return (
    <RemoteModule
      remote="voice"
      expose="ListenButton"
      props={{ text, language }}
      fallback={null}
      loading={null}
    />
  );
}
