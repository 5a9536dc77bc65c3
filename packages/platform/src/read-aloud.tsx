import type { Language } from '@d742/contracts';
import { useLanguage } from '@d742/platform/core';
import { useNearViewport } from './near-viewport';
import { RemoteModule } from './remote-module';

/** A heading, then its text, with a sentence break between them when the heading has none. */
export function readAloudText(title: string, text?: string | null): string {
  if (!text) return title;
  return `${title}${/[.!?:]$/.test(title.trim()) ? '' : '.'} ${text}`;
}

/**
 * The voice remote's read-aloud control for text a parent reads (messages, updates, reports).
 * Services answer in the reader's language (decision 006), so the text is in the current language
 * unless `language` says otherwise (an untranslated original is read in its own language).
 * Inline: nothing while it loads or when the voice remote is missing. The voice remote is asked
 * for only once the control comes near the screen, so the updates below the home's first screen
 * no longer load and start it while the page itself starts.
 */
export function ReadAloud({
  title,
  text,
  language: textLanguage,
}: {
  title: string;
  text?: string | null;
  language?: Language;
}) {
  const readerLanguage = useLanguage((s) => s.language);
  const language = textLanguage ?? readerLanguage;
  const [near, ref] = useNearViewport<HTMLSpanElement>();
  if (!near) return <span ref={ref} />;
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
