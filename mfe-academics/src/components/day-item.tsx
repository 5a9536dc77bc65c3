import { Badge, type BadgeTone } from '@d742/ui/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';
import { formatDay, parseDateOnly } from '../lib/dates';

/** One school day in a list: the day, what it was (a badge) and any note under them. */
export function DayItem({
  date,
  tone,
  label,
  children,
}: {
  /** YYYY-MM-DD */
  date: string;
  tone: BadgeTone;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <li className="academics-attendance">
      <time dateTime={date} className="academics-attendance__date">
        {formatDay(parseDateOnly(date), t)}
      </time>
      <Badge tone={tone}>{label}</Badge>
      {children ? <p className="academics-assignment__meta">{children}</p> : null}
    </li>
  );
}
