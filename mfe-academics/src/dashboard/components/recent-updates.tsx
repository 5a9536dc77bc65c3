import { useNow } from '@d742/platform';
import { RECENT_UPDATES_COUNT, type Update } from '@d742/contracts';
import { EmptyState } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowAllButton } from '../../components/show-all-button';
import { ACADEMICS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';
import { useShowAll } from '../../lib/use-show-all';
import { useUpdates } from '../api/dashboard-api';
import { UpdateItem } from './update-item';

function UpdateList({ updates, labelId }: { updates: Update[]; labelId: string }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const now = useNow();
  const { visible, hasMore, showAll, toggle } = useShowAll(updates, RECENT_UPDATES_COUNT);
  if (updates.length === 0) return <EmptyState title={t('dashboard.updates.empty')} />;
  return (
    <>
      <ul className="academics-list" aria-labelledby={labelId}>
        {visible.map((update) => (
          <UpdateItem key={update.id} update={update} now={now} />
        ))}
      </ul>
      {hasMore ? <ShowAllButton showAll={showAll} onToggle={toggle} /> : null}
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
        query={useUpdates()}
        loadingLabel={t('dashboard.updates.loading')}
        errorMessage={t('dashboard.updates.loadError')}
        skeletons={{ count: RECENT_UPDATES_COUNT, className: 'academics-skeleton-row' }}
      >
        {(updates) => <UpdateList updates={updates} labelId={headingId} />}
      </QueryView>
    </section>
  );
}
