import type { Student } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';
import { useHealthAlerts } from '../api/alerts-api';
import { ChildSection } from './child-section';
import { HealthAlertItem } from './health-alert-item';

export function ChildHealth({ student, now }: { student: Student; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const alerts = useHealthAlerts(student.id);
  const count = alerts.data?.length;
  return (
    <ChildSection student={student} count={count} countLabel={t('health.count', { count })}>
      <QueryView
        query={alerts}
        loadingLabel={t('health.loading')}
        errorMessage={t('health.loadError')}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="reports-empty">{t('health.empty')}</p>
          ) : (
            <ul className="reports-list" aria-label={t('health.listLabel')}>
              {list.map((alert) => (
                <HealthAlertItem key={alert.id} alert={alert} now={now} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </ChildSection>
  );
}
