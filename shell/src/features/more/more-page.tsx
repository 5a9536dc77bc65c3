import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RemoteModule, toast } from '@d742/platform';
import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { EmergencyContacts } from './emergency-contacts';
import { MoreMenu } from './more-menu';
import { ProfileSummary } from './profile-summary';

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
      title: t(`more.google.${outcome as GoogleOutcome}`),
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

/** Spec section 2 (More): summary, menu, other remotes' tools, emergency contacts. */
export function MorePage() {
  const { t } = useTranslation();
  useGoogleOutcomeToast();
  return (
    <>
      <PageHeading>{t('more.title')}</PageHeading>
      <div className="shell-stack">
        <ProfileSummary />
        <MoreMenu />
        <RemoteModule remote="reports" expose="SchoolConnections" />
        <RemoteModule remote="reports" expose="ReportGenerator" />
        <RemoteModule remote="voice" expose="VoiceMessageRecorder" />
        <RemoteModule remote="voice" expose="VoiceTranslator" />
        <EmergencyContacts />
      </div>
    </>
  );
}
