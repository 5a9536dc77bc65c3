import { useState } from 'react';

/** The first `limit` items until the reader asks for all of them. */
export function useShowAll<T>(items: readonly T[], limit: number) {
  const [showAll, setShowAll] = useState(false);
  return {
    visible: showAll ? items : items.slice(0, limit),
    hasMore: items.length > limit,
    showAll,
    toggle: () => setShowAll((v) => !v),
  };
}
