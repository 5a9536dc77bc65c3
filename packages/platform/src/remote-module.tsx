import type { RemoteExpose, RemoteName } from '@d742/contracts';
import { useCommonT } from '@d742/platform/core';
import { HOME_FRAGMENT, fragmentKey } from '@d742/contracts/pages';
import { Spinner } from '@d742/ui/core';
import { type ReactNode, Suspense, lazy, useContext, useEffect, useMemo, useState } from 'react';
import {
  type PrerenderedFragment as PrerenderedFragmentContent,
  PrerenderedFragmentsContext,
} from './prerendered-fragments';
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
 * The module's content as the page brought it (decision 035), shown while the module loads: the
 * same content, in an element that takes no box of its own (`display: contents`). In the browser
 * the page's own nodes move in (nothing is parsed or built twice); on the server, the markup.
 */
function PrerenderedFragment({ id, content }: { id: string; content: PrerenderedFragmentContent }) {
  const attribute = { [HOME_FRAGMENT.attribute]: id };
  if (typeof content === 'string') {
    return (
      <div
        className="remote-fragment"
        {...attribute}
        dangerouslySetInnerHTML={{ __html: content }}
      />
    );
  }
  return (
    <div
      className="remote-fragment"
      {...attribute}
      ref={(element) => {
        if (element) element.replaceChildren(...content);
      }}
    />
  );
}

/** Once the module itself stands on the page, its pre-rendered content is spent. */
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
  const prerendered = attempt === 0 ? fragments.get(id) : undefined;
  const whileLoading =
    prerendered !== undefined ? (
      <PrerenderedFragment id={id} content={prerendered} />
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
        {prerendered !== undefined ? <SpendFragment id={id} /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
