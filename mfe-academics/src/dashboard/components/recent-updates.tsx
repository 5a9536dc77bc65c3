import { useNow } from '@d742/platform';
import { RECENT_UPDATES_COUNT, type Update } from '@d742/contracts';
import { EmptyState } from '@d742/ui/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowAllButton } from '../../components/show-all-button';
import { ACADEMICS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';
import { useRecentUpdates, useUpdates } from '../api/dashboard-api';
import { UpdateItem } from './update-item';

/**
 * The first RECENT_UPDATES_COUNT (from the small recent read), and every update once the reader
 * asks (read then; the first ones stay on screen while it loads).
 */
function UpdateList({ recent, labelId }: { recent: Update[]; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const now = useNow();
  const [showAll, setShowAll] = useState(false);
  const all = useUpdates(showAll);
  if (recent.length === 0) return <EmptyState title={t('dashboard.updates.empty')} />;
  const full = showAll ? all.data : undefined;
  const visible = full ?? recent.slice(0, RECENT_UPDATES_COUNT);
  const loadingAll = showAll && all.isPending;
  return (
    <>
      <ul className="academics-list" aria-labelledby={labelId} aria-busy={loadingAll || undefined}>
        {visible.map((update) => (
          <UpdateItem key={update.id} update={update} now={now} />
        ))}
      </ul>
      {loadingAll ? <p role="status">{t('dashboard.updates.loading')}</p> : null}
      {showAll && all.isError ? <p role="alert">{t('dashboard.updates.loadError')}</p> : null}
      {recent.length > RECENT_UPDATES_COUNT ? (
        <ShowAllButton showAll={showAll} onToggle={() => setShowAll((v) => !v)} />
      ) : null}
    </>
  );
}

/** The first RECENT_UPDATES_COUNT updates, with 'View all' for the rest. */
export function RecentUpdates() {
  const { t } = useTranslation(ACADEMICS_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="academics-stack">
      <h2 id={headingId} className="academics-section-title">
        {t('dashboard.updates.title')}
      </h2>
      <QueryView
        query={useRecentUpdates()}
        loadingLabel={t('dashboard.updates.loading')}
        errorMessage={t('dashboard.updates.loadError')}
        skeletons={{ count: RECENT_UPDATES_COUNT, className: 'academics-skeleton-row' }}
      >
        {(updates) => <UpdateList recent={updates} labelId={headingId} />}
      </QueryView>
    </section>
  );
}
