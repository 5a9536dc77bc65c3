import type { ApiError } from '@d742/platform';
import { ErrorState, Skeleton } from '@d742/ui/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';

export interface QueryViewProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** Accessible name of the loading placeholder. */
  loadingLabel: string;
  errorMessage: string;
  /** How many skeleton blocks stand in for the content, and their class (height). */
  skeletons?: { count: number; className: string };
  children: (data: T) => ReactNode;
}

/**
 * The three states every read shows: skeletons while loading, an error with retry, then the data.
 *
 * An answer arrives through react-query's store, which React renders at once and in one piece; the
 * content it brings (cards, lists) is drawn from a deferred copy instead, which React renders in
 * small slices between the browser's other work, so a slow phone stays responsive while a page
 * fills in (issue 14).
 */
export function QueryView<T>({
  query: latest,
  loadingLabel,
  errorMessage,
  skeletons = { count: 2, className: 'academics-skeleton-row' },
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation(ACADEMICS_NS);
  const query = useDeferredValue(latest);
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="academics-stack">
        {Array.from({ length: skeletons.count }, (_, i) => (
          <Skeleton key={i} className={skeletons.className} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage}
        retryLabel={t('state.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
