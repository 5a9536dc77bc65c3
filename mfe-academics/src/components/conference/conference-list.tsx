import type { Conference } from '@d742/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConferences } from '../../api/conferences';
import { ACADEMICS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';

/** The reader's conferences (a family's, a teacher's own), each drawn by `item` (keyed by it). */
export function ConferenceList({
  labelId,
  item,
}: {
  labelId: string;
  item(conference: Conference): ReactNode;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <QueryView
      query={useConferences()}
      loadingLabel={t('conference.loading')}
      errorMessage={t('conference.loadError')}
    >
      {(conferences) =>
        conferences.length === 0 ? (
          <p className="academics-muted">{t('conference.empty')}</p>
        ) : (
          <ul className="academics-list" aria-labelledby={labelId}>
            {conferences.map(item)}
          </ul>
        )
      }
    </QueryView>
  );
}
