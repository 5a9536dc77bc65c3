import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_NS } from '../i18n';

// Heading only: the content arrives with its own issue.
export default function VoiceTranslator() {
  const { t } = useTranslation(VOICE_NS);
  const headingId = useId();
  return (
    <section className="voice-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('voiceTranslator.title')}</h2>
    </section>
  );
}
