import {
  passcodeChangeSchema,
  passwordChangeSchema,
  secretChangeResponseSchema,
} from '@d742/contracts';
import { apiRequest, toast } from '@d742/platform';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  PasswordInput,
} from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { localizeContractText } from '../auth/auth-messages';
import { accountErrorMessage } from './account-errors';
import { tNow } from '../../in-page-language';

interface SecretFieldSpec {
  name: string;
  label: string;
  autoComplete: string;
  secret: 'password' | 'passcode';
}

interface SecretFormProps {
  fields: SecretFieldSpec[];
  /** Returns the first validation message (English contract text) or null. */
  validate(values: Record<string, string>): string | null;
  url: string;
  submitLabel: string;
  busyLabel: string;
  onDone(): void;
  /** Keys of the common texts: the toast shows them in the page's language while it is open. */
  successTitleKey: string;
  successTextKey: string;
}

/** The form inside both dialogs: validated by the contract before the call, errors in place. */
function SecretForm(props: SecretFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.map((f) => [f.name, ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = props.validate(values);
    if (invalid) return setError(localizeContractText(invalid, t));
    setError(null);
    setBusy(true);
    try {
      const res = await apiRequest('POST', props.url, values);
      secretChangeResponseSchema.parse(await res.json());
      toast({
        title: () => tNow(props.successTitleKey),
        description: () => tNow(props.successTextKey),
        variant: 'success',
      });
      props.onDone();
    } catch (err) {
      setError(accountErrorMessage(err, t));
      setBusy(false);
    }
  }

  return (
    <form className="shell-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {props.fields.map((field) => (
        <div className="shell-field" key={field.name}>
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <PasswordInput
            id={`${id}-${field.name}`}
            value={values[field.name]}
            onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            autoComplete={field.autoComplete}
            maxLength={field.secret === 'passcode' ? 6 : 256}
            required
            aria-required="true"
            showLabel={t(field.secret === 'passcode' ? 'auth.showPasscode' : 'auth.showPassword')}
            hideLabel={t(field.secret === 'passcode' ? 'auth.hidePasscode' : 'auth.hidePassword')}
          />
        </div>
      ))}
      <FormAlert message={error} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'Invalid request');

interface SecretDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Change password: current, new, confirm → POST /api/user/password (other devices signed out). */
export function PasswordDialog({ open, onOpenChange }: SecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('profile.password.title')}</DialogTitle>
          <DialogDescription>{t('profile.password.description')}</DialogDescription>
        </DialogHeader>
        <SecretForm
          url="/api/user/password"
          fields={[
            {
              name: 'currentPassword',
              label: t('profile.password.current'),
              autoComplete: 'current-password',
              secret: 'password',
            },
            {
              name: 'newPassword',
              label: t('profile.password.new'),
              autoComplete: 'new-password',
              secret: 'password',
            },
            {
              name: 'confirmPassword',
              label: t('profile.password.confirm'),
              autoComplete: 'new-password',
              secret: 'password',
            },
          ]}
          validate={(values) => firstIssue(passwordChangeSchema.safeParse(values))}
          submitLabel={t('profile.password.submit')}
          busyLabel={t('profile.password.submitting')}
          successTitleKey="profile.password.changed"
          successTextKey="profile.password.changedText"
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Set or update the passcode: current password, passcode, confirm → POST /api/user/passcode. */
export function PasscodeDialog({
  open,
  onOpenChange,
  hasPasscode,
  onSaved,
}: SecretDialogProps & { hasPasscode: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>
            {hasPasscode ? t('profile.passcode.updateTitle') : t('profile.passcode.setTitle')}
          </DialogTitle>
          <DialogDescription>{t('profile.passcode.description')}</DialogDescription>
        </DialogHeader>
        <SecretForm
          url="/api/user/passcode"
          fields={[
            {
              name: 'currentPassword',
              label: t('profile.passcode.current'),
              autoComplete: 'current-password',
              secret: 'password',
            },
            {
              name: 'passcode',
              label: t('profile.passcode.new'),
              autoComplete: 'off',
              secret: 'passcode',
            },
            {
              name: 'confirmPasscode',
              label: t('profile.passcode.confirm'),
              autoComplete: 'off',
              secret: 'passcode',
            },
          ]}
          validate={(values) => firstIssue(passcodeChangeSchema.safeParse(values))}
          submitLabel={t('profile.passcode.submit')}
          busyLabel={t('profile.passcode.submitting')}
          successTitleKey="profile.passcode.saved"
          successTextKey="profile.passcode.savedText"
          onDone={() => {
            onSaved();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
