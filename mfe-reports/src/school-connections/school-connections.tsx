import { useAudience, useNow } from '@d742/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { QueryView } from '../lib/query-view';
import { useSystemStatus } from './api/connections-api';
import { GoogleClassroomRow } from './components/google-classroom-row';
import { SystemStatusRow } from './components/system-status-row';
import '../lib/reports.css';

/** The More page's card: the school systems behind the portal and the Google Classroom link. */
export default function SchoolConnections() {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  const headingId = useId();
  const now = useNow();
  const status = useSystemStatus();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('connections.title')}</CardTitle>
        <CardDescription>{t('connections.description', { context })}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={status}
          loadingLabel={t('connections.loading')}
          errorMessage={t('connections.loadError')}
        >
          {(entries) =>
            entries.length === 0 ? (
              <p className="reports-empty">{t('connections.empty')}</p>
            ) : (
              <ul className="reports-list" aria-label={t('connections.listLabel')}>
                {entries.map((entry) => (
                  <SystemStatusRow key={entry.name} entry={entry} now={now} />
                ))}
              </ul>
            )
          }
        </QueryView>
        <GoogleClassroomRow now={now} />
      </CardContent>
    </Card>
  );
}
