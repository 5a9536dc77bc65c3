import { useSession } from '@d742/platform/core';
import { type ReactNode, createContext, useContext, useEffect, useRef } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { SignInScreen } from './sign-in-screen';

/** True below a gate: an inner gate (the routes' own) leaves the check and the screens to it. */
const GatedAbove = createContext(false);

/**
 * Spec section 2 routing rules: spinner while checking, sign-in screen when signed out. The
 * session store settles the language once the user is known (decision 011).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const gatedAbove = useContext(GatedAbove);
  const status = useSession((s) => s.status);
  const checked = useRef(false);

  useEffect(() => {
    if (gatedAbove || checked.current) return;
    checked.current = true;
    void useSession.getState().checkSession();
  }, [gatedAbove]);

  if (gatedAbove) return children;
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <SignInScreen />;
  return <GatedAbove.Provider value>{children}</GatedAbove.Provider>;
}
