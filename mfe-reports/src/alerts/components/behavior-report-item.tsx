import type { BehaviorReport } from '@d742/contracts';
import { formatRelativeTime, ReadAloud, useAudience } from '@d742/platform';
import { AlertIcon, Badge } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { BEHAVIOR_TONES, behaviorKind } from '../alert-rules';

function VoiceMessage({ src, label }: { src: string; label: string }) {
  const labelId = useId();
  return (
    <div className="reports-audio">
      <p id={labelId} className="reports-audio__label">
        {label}
      </p>
      <audio controls preload="none" src={src} aria-labelledby={labelId} />
    </div>
  );
}

export function BehaviorReportItem({ report, now }: { report: BehaviorReport; now: number }) {
  const { t } = useTranslation(REPORTS_NS);
  const context = useAudience();
  const titleId = useId();
  const kind = behaviorKind(report.type);
  return (
    <li>
      <article aria-labelledby={titleId} className={`reports-item reports-item--${kind}`}>
        <div className="reports-item__head">
          <h3 id={titleId} className="reports-item__title">
            {report.title}
          </h3>
          <Badge tone={BEHAVIOR_TONES[kind]}>{t(`behavior.type.${kind}`)}</Badge>
        </div>
        <p className="reports-item__text">{report.description}</p>
        <div className="reports-item__foot">
          <p className="reports-item__meta">
            <span>{t('behavior.teacher', { name: report.teacherName })}</span>
            <span>{t('behavior.category', { category: report.category })}</span>
            <time dateTime={report.createdAt}>{formatRelativeTime(report.createdAt, t, now)}</time>
          </p>
          <ReadAloud title={report.title} text={report.description} />
        </div>
        {report.actionRequired ? (
          <div role="note" className="reports-box reports-box--warning">
            <AlertIcon aria-hidden="true" />
            <p>{t('behavior.actionRequired', { context })}</p>
          </div>
        ) : null}
        {report.audioMessageUrl ? (
          <VoiceMessage src={report.audioMessageUrl} label={t('behavior.voiceMessage')} />
        ) : null}
        {report.audioMessageSomali ? (
          <VoiceMessage src={report.audioMessageSomali} label={t('behavior.voiceMessageSomali')} />
        ) : null}
      </article>
    </li>
  );
}
