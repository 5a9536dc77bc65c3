import type { User } from '@d742/contracts';
import { toast, useSession } from '@d742/platform/core';
import { tNow } from '../../in-page-language';

/**
 * After any successful sign-in or sign-up: keep the user (the session store settles the language),
 * say so, in whichever language the page settles on.
 */
export function useCompleteSignIn() {
  return (user: User, toastKey: 'toast.loginSuccess' | 'toast.registerSuccess') => {
    useSession.getState().setUser(user);
    toast({ title: () => tNow(toastKey), variant: 'success' });
  };
}
