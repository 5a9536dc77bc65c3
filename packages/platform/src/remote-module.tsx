import type { RemoteExpose, RemoteName } from '@d742/contracts';
import { RemoteLoaderContext, useCommonT } from '@d742/platform/core';
import { Spinner } from '@d742/ui/core';
import { type ReactNode, Suspense, lazy, useContext, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

export interface RemoteModuleProps<R extends RemoteName = RemoteName> {
  remote: R;
  /** One of `REMOTE_EXPOSES[remote]` (without './'), e.g. 'GradesPage'. */
  expose: RemoteExpose<R>;
  /** Passed to the loaded component, e.g. `{ text, language }` for voice's ListenButton. */
  props?: Readonly<Record<string, unknown>>;
  /**
   * What a failed load or render shows instead of the full-size card with retry: for small inline
   * modules, `null` (nothing) or a node of their own. Omitted: the card.
   */
  fallback?: ReactNode;
  /** What shows while loading; omitted: the localized spinner. Inline modules pass `null`. */
  loading?: ReactNode;
}

// Styled by the shell, which every remote runs inside.
function RemoteLoading() {
  const t = useCommonT();
  return (
    <div className="shell-remote-loading">
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

/** One federated component, with its own loading state and a localized fallback + retry. */
export function RemoteModule<R extends RemoteName>({
  remote,
  expose,
  props,
  fallback,
  loading,
}: RemoteModuleProps<R>) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(
    () => lazy(() => loader(remote, expose, attempt > 0)),
    [loader, remote, expose, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}/${expose}#${attempt}`}
      fallback={
        fallback === undefined ? (
          <RemoteFallback onRetry={() => setAttempt((a) => a + 1)} />
        ) : (
          fallback
        )
      }
    >
      <Suspense fallback={loading === undefined ? <RemoteLoading /> : loading}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
