import { NOTIFICATION_CHANNELS, type NotificationPreferences } from '@d742/contracts';
import { Card, CardContent, CardHeader, CardTitle, SwitchRow } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { useNotificationSwitch } from './profile-api';

/** The account switches, saved as soon as they change. `id="settings"` is the More page's target. */
export function NotificationSettings({
  notifications,
}: {
  notifications: NotificationPreferences;
}) {
  const { t } = useTranslation();
  const setChannel = useNotificationSwitch();
  return (
    <Card id="settings" className="shell-anchor">
      <CardHeader>
        <CardTitle>{t('profile.settings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <SwitchRow
            key={channel}
            label={t(`profile.settings.${channel}`)}
            description={t(`profile.settings.${channel}Text`)}
            checked={notifications[channel]}
            onCheckedChange={(on) => setChannel(channel, on)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
