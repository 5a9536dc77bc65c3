import { gradeTone, type GradeEntry } from '@d742/contracts';
import { Badge } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { formatPoints } from '../../lib/format';

export function GradeItem({ entry }: { entry: GradeEntry }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <li className="academics-grade-item">
      <div className="academics-grade-item__text">
        <p className="academics-grade-item__assignment">{entry.assignment}</p>
        <p className="academics-grade-item__meta">
          <span>{entry.subject}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('assignment.teacher', { name: entry.teacherName })}</span>
        </p>
      </div>
      <div className="academics-grade-item__score">
        <span className="ui-sr-only">{t('grades.gradeLabel')}</span>
        <Badge tone={gradeTone(entry.grade)}>{entry.grade}</Badge>
        <span className="ui-sr-only">{t('grades.points')}</span>
        <span className="academics-grade-item__points">
          {formatPoints(entry.points, entry.maxPoints)}
        </span>
      </div>
    </li>
  );
}
