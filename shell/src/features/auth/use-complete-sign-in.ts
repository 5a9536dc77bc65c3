import type { User } from '@d742/contracts';
import { toast, useSession } from '@d742/platform/core';
import { useTranslation } from 'react-i18next';

/** After any successful sign-in or sign-up: keep the user (the session store settles the language), say so. */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  return (user: User, toastKey: 'toast.loginSuccess' | 'toast.registerSuccess') => {
    useSession.getState().setUser(user);
    toast({ title: t(toastKey), variant: 'success' });
  };
}
