import { useSession } from '@d742/platform';
import { type ReactNode, useEffect, useRef } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { SignInScreen } from './sign-in-screen';

/**
 * Spec section 2 routing rules: spinner while checking, sign-in screen when signed out. The
 * session store settles the language once the user is known (decision 011).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void useSession.getState().checkSession();
  }, []);

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <SignInScreen />;
  return children;
}
