import { NOTIFICATION_CHANNELS, type NotificationPreferences } from '@d742/contracts';
import { Card, CardContent, CardHeader, CardTitle, SwitchRow } from '@d742/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactVerification, ContactVerificationError } from './contact-verification';
import { useNotificationSwitch } from './profile-api';

/**
 * The account switches, saved as soon as they change, with the email address and phone number
 * under their switches (verified or not). `id="settings"` is the More page's target.
 */
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
          <Fragment key={channel}>
            <SwitchRow
              label={t(`profile.settings.${channel}`)}
              description={t(`profile.settings.${channel}Text`)}
              checked={notifications[channel]}
              onCheckedChange={(on) => setChannel(channel, on)}
            />
            {/* Email and SMS go only to a verified address or number (issue 15). */}
            {channel === 'push' ? null : (
              <ContactVerification channel={channel} switchedOn={notifications[channel]} />
            )}
          </Fragment>
        ))}
        <ContactVerificationError />
      </CardContent>
    </Card>
  );
}
