import type { RemoteExpose, RemoteName } from '@d742/contracts';
import { useCommonT } from '@d742/platform/core';
import { HOME_FRAGMENT } from '@d742/contracts/pages';
import { Spinner } from '@d742/ui/core';
import { type ReactNode, Suspense, lazy, useContext, useEffect, useMemo, useState } from 'react';
import { PrerenderedFragmentsContext, fragmentKey } from './prerendered-fragments';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext } from './remote-loader';
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

/**
 * The module's markup as the page brought it (decision 035), shown while the module loads: the
 * same content, in an element that takes no box of its own (`display: contents`).
 */
function PrerenderedFragment({ id, markup }: { id: string; markup: string }) {
  return (
    <div
      className="remote-fragment"
      {...{ [HOME_FRAGMENT.attribute]: id }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** Once the module itself stands on the page, its pre-rendered markup is spent. */
function SpendFragment({ id }: { id: string }) {
  const fragments = useContext(PrerenderedFragmentsContext);
  useEffect(() => {
    fragments.delete(id);
  }, [fragments, id]);
  return null;
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
  const fragments = useContext(PrerenderedFragmentsContext);
  const [attempt, setAttempt] = useState(0);
  const id = fragmentKey(remote, expose);
  const markup = attempt === 0 ? fragments.get(id) : undefined;
  const whileLoading =
    markup !== undefined ? (
      <PrerenderedFragment id={id} markup={markup} />
    ) : loading === undefined ? (
      <RemoteLoading />
    ) : (
      loading
    );
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
      <Suspense fallback={whileLoading}>
        <Loaded {...props} />
        {markup !== undefined ? <SpendFragment id={id} /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
