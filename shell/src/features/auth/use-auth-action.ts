import { toast, useCommonT } from '@d742/platform/core';
import { useState } from 'react';
import { preloadSignedIn } from '../../preload';
import { requireAccess, useAccessGate } from '../access-code/access-gate-store';
import { type AuthFailureTexts, authErrorMessage, isAccessCodeRequired } from './auth-messages';
import { tNow } from '../../in-page-language';

/**
 * Runs one gated auth call: checks the access gate first, tracks busy state, and turns
 * failures into the in-page alert text (or reopens the access dialog when the grant expired).
 */
export function useAuthAction(texts: AuthFailureTexts) {
  const t = useCommonT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<void>) {
    if (busy) return;
    setError(null);
    if (!requireAccess()) return;
    setBusy(true);
    preloadSignedIn(); // the pages after sign-in, fetched while the call runs
    try {
      await call();
    } catch (err) {
      if (isAccessCodeRequired(err)) {
        useAccessGate.getState().revoke();
        useAccessGate.getState().openDialog();
      } else {
        setError(authErrorMessage(err, t, texts));
        const failure = texts.failureToast;
        if (failure) {
          toast({
            title: () => tNow(failure.title),
            description: () => tNow(failure.description),
            variant: 'destructive',
          });
        }
      }
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
