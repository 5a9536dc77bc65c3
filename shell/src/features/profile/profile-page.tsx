import { Badge, Card, CardContent, ErrorState, PageHeading, Skeleton } from '@d742/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@d742/platform/router';
import { formatDate } from '../../lib/dates';
import { NotificationSettings } from './notification-settings';
import { useProfile } from './profile-api';
import { ProfileDetails } from './profile-details';
import { SecurityCard } from './security-card';

/** /profile#settings (from the More page) scrolls to the account switches once they are shown. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  useScrollToHash(profile.isSuccess);

  return (
    <>
      <PageHeading>{t('profile.title')}</PageHeading>
      {profile.isPending ? (
        <div className="shell-stack" aria-busy="true">
          <Skeleton className="shell-skeleton-card" />
          <Skeleton className="shell-skeleton-card" />
        </div>
      ) : profile.isError ? (
        <ErrorState
          message={t('states.loadFailed')}
          retryLabel={t('actions.retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div className="shell-stack">
          <Card>
            <CardContent className="shell-account">
              <Badge tone="success">{t('profile.accountActive')}</Badge>
              <span className="shell-muted">
                {t('profile.memberSince', { date: formatDate(profile.data.memberSince, t) })}
              </span>
            </CardContent>
          </Card>
          <ProfileDetails profile={profile.data} />
          <NotificationSettings notifications={profile.data.notifications} />
          <SecurityCard profile={profile.data} />
        </div>
      )}
    </>
  );
}
