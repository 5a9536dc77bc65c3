import type { HealthAlert } from '@d742/contracts';
import { formatRelativeTime, ReadAloud, useAudience } from '@d742/platform';
import { AlertIcon, Badge } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { SEVERITY_TONES, severityKind } from '../alert-rules';

export function HealthAlertItem({ alert, now }: { alert: HealthAlert; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  const summaryId = useId();
  const kind = severityKind(alert.severity);
  const needsParent = alert.parentContactRequired || alert.followUpRequired;
  return (
    <li>
      <article aria-labelledby={summaryId} className={`reports-item reports-item--${kind}`}>
        <div className="reports-item__head">
          <h3 id={summaryId} className="reports-item__title">
            {alert.summary}
          </h3>
          <Badge tone={SEVERITY_TONES[kind]}>{t(`health.severity.${kind}`)}</Badge>
        </div>
        {alert.details ? (
          <p className="reports-item__text">
            <span className="reports-item__label">{t('health.details')} </span>
            {alert.details}
          </p>
        ) : null}
        {alert.actionTaken ? (
          <p className="reports-item__text">
            <span className="reports-item__label">{t('health.actionTaken')} </span>
            {alert.actionTaken}
          </p>
        ) : null}
        <div className="reports-item__foot">
          <p className="reports-item__meta">
            <span>{t('health.nurse', { name: alert.nurseName })}</span>
            <span>{t('health.type', { type: alert.type })}</span>
            <time dateTime={alert.createdAt}>{formatRelativeTime(alert.createdAt, t, now)}</time>
          </p>
          <ReadAloud title={alert.summary} text={alert.details} />
        </div>
        {needsParent ? (
          <div role="note" className="reports-box reports-box--error">
            <AlertIcon aria-hidden="true" />
            <div>
              {alert.parentContactRequired ? (
                <p>{t('health.parentContactRequired', { context })}</p>
              ) : null}
              {alert.followUpRequired ? <p>{t('health.followUpRequired', { context })}</p> : null}
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
}
