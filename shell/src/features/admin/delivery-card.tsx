import { adminDeliverySchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { DELIVERY_URL } from './admin-api';

/** Push, email and SMS: configured or not, and how many notifications ended as dead letters. */
export function DeliveryCard() {
  const { t } = useTranslation();
  const delivery = useApiQuery(DELIVERY_URL, adminDeliverySchema);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.delivery.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {delivery.isError ? (
          <p className="shell-muted">{t('states.loadFailed')}</p>
        ) : !delivery.data ? null : (
          <>
            <ul className="shell-status-list">
              {delivery.data.channels.map((entry) => (
                <li key={entry.channel}>
                  <div className="shell-remote__head">
                    <strong>{t(`admin.delivery.channel.${entry.channel}`)}</strong>
                    <Badge tone={entry.configured ? 'success' : 'neutral'}>
                      {entry.configured
                        ? t('admin.delivery.configured')
                        : t('admin.delivery.notConfigured')}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
            <p className="shell-muted">
              {t('admin.delivery.deadLetters', { count: delivery.data.queue.dead ?? 0 })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
