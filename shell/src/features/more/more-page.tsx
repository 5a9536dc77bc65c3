import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@d742/platform/router';
import { type Language } from '@d742/contracts';
import { handToTeacher, RemoteModule, toast, useLanguage, useSession } from '@d742/platform';
import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { EmergencyContacts } from './emergency-contacts';
import { MoreMenu } from './more-menu';
import { ProfileSummary } from './profile-summary';
import { tNow } from '../../in-page-language';

const GOOGLE_OUTCOMES = ['connected', 'denied', 'error'] as const;
type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

/** Google's consent round trip ends here with ?google=<outcome>: say how it went, once. */
function useGoogleOutcomeToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('google');
  useEffect(() => {
    if (!GOOGLE_OUTCOMES.includes(outcome as GoogleOutcome)) return;
    toast({
      title: () => tNow(`more.google.${outcome as GoogleOutcome}`),
      variant: outcome === 'connected' ? 'success' : 'destructive',
    });
    setParams(
      (next) => {
        next.delete('google');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);
}

interface RecordedDraft {
  wav: Blob;
  transcript: string;
  translation: string;
}

/**
 * A parent's 'Send to teacher' from the voice tools: the draft is handed to messaging's
 * 'write to a teacher' page, which opens with it (pick the child and the teacher, then send).
 * Other roles have no teacher conversations, so their tools offer no sending.
 */
function useSendToTeacher() {
  const navigate = useNavigate();
  const parent = useSession((s) => s.user?.role === 'parent');
  // The recorder listens in the portal's language.
  const language = useLanguage((s) => s.language);
  if (!parent) return null;
  const open = () => navigate('/messages/new');
  return {
    recorder: {
      onSendToTeacher(draft: RecordedDraft) {
        handToTeacher({ text: draft.transcript, language, recording: draft });
        open();
      },
    },
    translator: {
      onSendToTeacher(draft: { text: string; language: Language }) {
        handToTeacher({ ...draft, recording: null });
        open();
      },
    },
  };
}

/** Spec section 2 (More): summary, menu, other remotes' tools, emergency contacts. */
export function MorePage() {
  const { t } = useTranslation();
  useGoogleOutcomeToast();
  const send = useSendToTeacher();
  return (
    <>
      <PageHeading>{t('more.title')}</PageHeading>
      <div className="shell-stack">
        <ProfileSummary />
        <MoreMenu />
        <RemoteModule remote="reports" expose="SchoolConnections" />
        <RemoteModule remote="reports" expose="ReportGenerator" />
        <RemoteModule remote="voice" expose="VoiceMessageRecorder" props={send?.recorder} />
        <RemoteModule remote="voice" expose="VoiceTranslator" props={send?.translator} />
        <EmergencyContacts />
      </div>
    </>
  );
}
