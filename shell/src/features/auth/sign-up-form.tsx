import type { RegisterRequest } from '@d742/contracts';
import { loadContracts, useCommonT } from '@d742/platform/core';
import { Input, Label } from '@d742/ui/core';
import { type FormEvent, useId, useState } from 'react';
import { register } from './auth-api';
import { localizeContractText } from './auth-messages';
import { AuthSubmit } from './auth-submit';
import { PasswordField } from './password-field';
import { useAuthAction } from './use-auth-action';
import { useCompleteSignIn } from './use-complete-sign-in';

/** The whole sign-up state of spec section 2; only four fields are displayed. */
export interface SignUpState {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
  passcode: string;
  confirmPasscode: string;
  role: 'parent' | 'student' | 'teacher' | 'client';
  studentId: string;
  teacherCode: string;
  department: string;
}

export const EMPTY_SIGN_UP: SignUpState = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ssn: '',
  phoneNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  passcode: '',
  confirmPasscode: '',
  role: 'parent',
  studentId: '',
  teacherCode: '',
  department: '',
};

/** The form has no confirm-password field, so an untouched confirmation means "same as password". */
function toPayload(state: SignUpState): RegisterRequest {
  return {
    ...state,
    confirmPassword: state.confirmPassword === '' ? state.password : state.confirmPassword,
  };
}

/** `initialValues` pre-fills the state, hidden fields included (e.g. an invitation link). */
export function SignUpForm({ initialValues }: { initialValues?: Partial<SignUpState> }) {
  const t = useCommonT();
  const id = useId();
  const [state, setState] = useState<SignUpState>({ ...EMPTY_SIGN_UP, ...initialValues });
  const completeSignIn = useCompleteSignIn();
  const action = useAuthAction({
    rejected: 'errors.registrationFailed',
    unreachable: 'errors.registrationFailedRetry',
    failureToast: {
      title: 'toast.registrationFailed',
      description: 'toast.registrationFailedText',
    },
  });
  const field = (name: keyof SignUpState) => ({
    id: `${id}-${name}`,
    value: state[name],
    onChange: (e: { target: { value: string } }) =>
      setState((s) => ({ ...s, [name]: e.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  // The request schema (zod) loads with the first submit, not with the page (decision 017).
  async function submit() {
    const payload = toPayload(state);
    // Spec section 5: both confirmations are checked before any call.
    if (payload.password !== payload.confirmPassword)
      return action.setError(t('errors.passwordsMismatch'));
    if (payload.passcode !== payload.confirmPasscode)
      return action.setError(t('errors.passcodesMismatch'));
    if (!state.firstName.trim()) return action.setError(t('errors.firstNameRequired'));
    if (!state.lastName.trim()) return action.setError(t('errors.lastNameRequired'));
    const contracts = await loadContracts().catch(() => null);
    if (!contracts) return action.setError(t('errors.registrationFailedRetry'));
    const parsed = contracts.registerRequestSchema.safeParse(payload);
    if (!parsed.success)
      return action.setError(localizeContractText(parsed.error.issues[0]?.message ?? '', t));
    void action.run(async () => completeSignIn(await register(payload), 'toast.registerSuccess'));
  }

  return (
    <form className="shell-form" onSubmit={onSubmit} noValidate>
      <div className="shell-row">
        <div className="shell-field">
          <Label htmlFor={`${id}-firstName`}>{t('auth.firstName')}</Label>
          <Input {...field('firstName')} autoComplete="given-name" required aria-required="true" />
        </div>
        <div className="shell-field">
          <Label htmlFor={`${id}-lastName`}>{t('auth.lastName')}</Label>
          <Input {...field('lastName')} autoComplete="family-name" required aria-required="true" />
        </div>
      </div>
      <div className="shell-field">
        <Label htmlFor={`${id}-email`}>{t('auth.email')}</Label>
        <Input
          {...field('email')}
          type="email"
          autoComplete="email"
          required
          aria-required="true"
        />
      </div>
      <PasswordField
        {...field('password')}
        autoComplete="new-password"
        placeholder={t('auth.createPasswordPlaceholder')}
      />
      <AuthSubmit
        action={action}
        label={t('auth.createAccount')}
        busyLabel={t('auth.creatingAccount')}
      />
    </form>
  );
}
