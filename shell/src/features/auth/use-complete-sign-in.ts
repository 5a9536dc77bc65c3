import type { User } from '@d742/contracts';
import { currentLanguageT, toast, useSession } from '@d742/platform/core';

/**
 * After any successful sign-in or sign-up: keep the user (the session store settles the language),
 * say so, in whichever language the page settles on.
 */
export function useCompleteSignIn() {
  const t = currentLanguageT();
  return (user: User, toastKey: 'toast.loginSuccess' | 'toast.registerSuccess') => {
    useSession.getState().setUser(user);
    toast({ title: () => t(toastKey), variant: 'success' });
  };
}
