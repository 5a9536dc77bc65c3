import type { Conference } from '@d742/contracts';
import { Badge, type BadgeTone } from '@d742/ui/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { WrittenText } from '../../lib/written-text';
import { formatSlot } from './conference-time';

const STATUS_TONES: Record<Conference['status'], BadgeTone> = {
  offered: 'warning',
  booked: 'success',
  cancelled: 'neutral',
};

export interface ConferenceDetailsProps {
  conference: Conference;
  /** The family sees the teacher and the conference's name; the school sees the child. */
  side: 'family' | 'school';
  /** The title's heading level under the list's own heading. */
  heading: 'h3' | 'h4' | 'h5';
  /** What the reader can do now (pick a time, cancel). */
  children?: ReactNode;
}

/** One conference: its state, the offered or picked time, the teacher's note and any cancellation. */
export function ConferenceDetails({
  conference,
  side,
  heading: Heading,
  children,
}: ConferenceDetailsProps) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const { status, bookedSlot, cancellation, note, noteLanguage } = conference;
  return (
    <li>
      <article aria-labelledby={titleId} className="academics-conference">
        <div className="academics-assignment__head academics-conference__head">
          <Heading id={titleId} className="academics-assignment__title">
            {side === 'family'
              ? t('conference.title', { name: conference.studentName })
              : conference.studentName}
          </Heading>
          <Badge tone={STATUS_TONES[status]}>{t(`conference.status.${status}`)}</Badge>
        </div>
        {side === 'family' ? (
          <p className="academics-assignment__meta">
            {t('assignment.teacher', { name: conference.teacherName })}
          </p>
        ) : null}
        {bookedSlot ? (
          <p className="academics-conference__time">
            {t('conference.bookedTime', { time: formatSlot(bookedSlot, t) })}
          </p>
        ) : null}
        {status === 'offered' && side === 'school' ? (
          <>
            <p className="academics-assignment__meta">{t('conference.offeredTimes')}</p>
            <ul className="academics-conference__slots">
              {conference.slots.map((slot) => (
                <li key={slot.start}>{formatSlot(slot, t)}</li>
              ))}
            </ul>
          </>
        ) : null}
        {note && noteLanguage ? (
          <p className="academics-assignment__text academics-conference__note">
            <span className="academics-conference__label">{t('conference.note')}: </span>
            <WrittenText text={note} language={noteLanguage} />
          </p>
        ) : null}
        {cancellation ? (
          <p className="academics-assignment__text academics-conference__note">
            <span className="academics-conference__label">
              {t(`conference.cancelledBy.${cancellation.by}`)}:{' '}
            </span>
            <WrittenText text={cancellation.note} language={cancellation.noteLanguage} />
          </p>
        ) : null}
        {children}
      </article>
    </li>
  );
}
