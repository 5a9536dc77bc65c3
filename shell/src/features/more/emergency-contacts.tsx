import { EMERGENCY_CONTACT_KINDS } from '@d742/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  PhoneIcon,
  Skeleton,
} from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { telHref, useEmergencyContacts } from './contacts-api';

/** School office, district and transportation numbers from the district settings. */
export function EmergencyContacts() {
  const { t } = useTranslation();
  const contacts = useEmergencyContacts();
  return (
    <Card aria-label={t('more.contacts.title')}>
      <CardHeader className="shell-card-header">
        <CardTitle>{t('more.contacts.title')}</CardTitle>
        {contacts.data?.demo ? <Badge tone="warning">{t('more.contacts.demo')}</Badge> : null}
      </CardHeader>
      <CardContent>
        {contacts.isPending ? (
          <Skeleton className="shell-skeleton-card" />
        ) : contacts.isError ? (
          <ErrorState
            message={t('states.loadFailed')}
            retryLabel={t('actions.retry')}
            onRetry={() => void contacts.refetch()}
          />
        ) : (
          <ul className="shell-contacts">
            {EMERGENCY_CONTACT_KINDS.map((kind) => {
              const name = t(`more.contacts.${kind}`);
              const number = contacts.data.contacts[kind].trim();
              return (
                <li key={kind} className="shell-contacts__item">
                  <span className="shell-contacts__name">{name}</span>
                  {number ? (
                    <a
                      className="shell-contacts__number"
                      href={telHref(number)}
                      aria-label={t('more.contacts.call', { name, number })}
                    >
                      <PhoneIcon />
                      {number}
                    </a>
                  ) : (
                    <span className="shell-muted">{t('more.contacts.notSet')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
