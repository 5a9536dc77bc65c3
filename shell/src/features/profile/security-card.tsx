import type { Profile } from '@d742/contracts';
import { toast } from '@d742/platform';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDataBackup } from './data-backup';
import { storeProfile } from './profile-api';
import { PasscodeDialog, PasswordDialog } from './secret-dialogs';
import { tNow } from '../../in-page-language';

type OpenDialog = 'password' | 'passcode' | null;

/** Change password, set or update the passcode, and download a data backup. */
export function SecurityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [exporting, setExporting] = useState(false);

  async function backup() {
    setExporting(true);
    try {
      await downloadDataBackup();
      toast({ title: () => tNow('profile.security.backupReady'), variant: 'success' });
    } catch (error) {
      console.error('Data backup failed', error);
      toast({ title: () => tNow('profile.security.backupFailed'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  const onOpenChange = (dialog: Exclude<OpenDialog, null>) => (isOpen: boolean) =>
    setOpen(isOpen ? dialog : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.security.title')}</CardTitle>
      </CardHeader>
      <CardContent className="shell-actions">
        <Button variant="outline" className="shell-block" onClick={() => setOpen('password')}>
          {t('profile.security.changePassword')}
        </Button>
        <Button variant="outline" className="shell-block" onClick={() => setOpen('passcode')}>
          {profile.hasPasscode
            ? t('profile.security.updatePasscode')
            : t('profile.security.setPasscode')}
        </Button>
        <Button
          variant="outline"
          className="shell-block"
          disabled={exporting}
          aria-describedby="profile-backup-text"
          onClick={() => void backup()}
        >
          {t('profile.security.dataBackup')}
        </Button>
        <p id="profile-backup-text" className="shell-muted">
          {t('profile.security.dataBackupText')}
        </p>
      </CardContent>
      <PasswordDialog open={open === 'password'} onOpenChange={onOpenChange('password')} />
      <PasscodeDialog
        open={open === 'passcode'}
        onOpenChange={onOpenChange('passcode')}
        hasPasscode={profile.hasPasscode}
        onSaved={() => storeProfile(client, { ...profile, hasPasscode: true })}
      />
    </Card>
  );
}
