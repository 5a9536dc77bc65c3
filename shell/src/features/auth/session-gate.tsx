import { useSession } from '@d742/platform/core';
import { type ReactNode, createContext, useContext, useEffect, useRef } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { cameSignedOut } from './prerendered-sign-in';
import { SignInScreen } from './sign-in-screen';

/** True below a gate: an inner gate (the routes' own) leaves the check and the screens to it. */
const GatedAbove = createContext(false);

/**
 * Spec section 2 routing rules: spinner while checking (the sign-in screen when the page came
 * pre-rendered signed out), sign-in screen when signed out. The
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
  // A page that came pre-rendered signed out keeps its sign-in form while the check confirms it.
  if (status === 'signed-out' || (status === 'loading' && cameSignedOut())) return <SignInScreen />;
  if (status === 'loading') return <FullPageSpinner />;
  return <GatedAbove.Provider value>{children}</GatedAbove.Provider>;
}
