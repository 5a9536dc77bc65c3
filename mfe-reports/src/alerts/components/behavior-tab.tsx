import type { Student } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { QueryView } from '../../lib/query-view';
import { useBehaviorReports } from '../api/alerts-api';
import { BehaviorReportItem } from './behavior-report-item';
import { ChildSection } from './child-section';

export function ChildBehavior({ student, now }: { student: Student; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const reports = useBehaviorReports(student.id);
  const count = reports.data?.length;
  return (
    <ChildSection student={student} count={count} countLabel={t('behavior.count', { count })}>
      <QueryView
        query={reports}
        loadingLabel={t('behavior.loading')}
        errorMessage={t('behavior.loadError')}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="reports-empty">{t('behavior.empty')}</p>
          ) : (
            <ul className="reports-list" aria-label={t('behavior.listLabel')}>
              {list.map((report) => (
                <BehaviorReportItem key={report.id} report={report} now={now} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </ChildSection>
  );
}
