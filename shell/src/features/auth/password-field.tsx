import { useCommonT } from '@d742/platform/core';
import { Label, PasswordInput, type PasswordInputProps } from '@d742/ui/core';

type PasswordFieldProps = Omit<PasswordInputProps, 'showLabel' | 'hideLabel'> & { id: string };

/** The required, labelled password field of the sign-in and sign-up forms. */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const t = useCommonT();
  return (
    <div className="shell-field">
      <Label htmlFor={id}>{t('auth.password')}</Label>
      <PasswordInput
        id={id}
        required
        aria-required="true"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        {...props}
      />
    </div>
  );
}
