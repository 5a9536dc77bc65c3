import { useLanguage, useSession } from '@d742/platform';
import { type ReactNode, useEffect, useRef } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { SignInScreen } from './sign-in-screen';

/** Spec section 2 routing rules: spinner while checking, sign-in screen when signed out. */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const profileLanguage = useSession((s) => s.user?.language);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void useSession.getState().checkSession();
  }, []);

  useEffect(() => {
    if (profileLanguage) useLanguage.getState().followProfileLanguage(profileLanguage);
  }, [profileLanguage]);

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <SignInScreen />;
  return children;
}
