import type { SchoolEvent } from '@d742/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';
import { formatDayAndTime } from '../../lib/dates';
import { QueryView } from '../../lib/query-view';
import { useEvents } from '../api/calendar-api';
import { upcomingEvents } from '../calendar-rules';

function EventItem({ event }: { event: SchoolEvent }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <li className="academics-event">
      <div className="academics-assignment__head">
        <h3 className="academics-assignment__title">{event.title}</h3>
        <Badge tone={event.eventType === 'conference' ? 'primary' : 'neutral'}>
          {t(`calendar.events.type.${event.eventType}`)}
        </Badge>
      </div>
      <p className="academics-assignment__meta">
        <time dateTime={event.eventDate}>{formatDayAndTime(new Date(event.eventDate), t)}</time>
      </p>
      <p className="academics-assignment__text">{event.description}</p>
    </li>
  );
}

export function UpcomingEvents({ now }: { now: number }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('calendar.events.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={useEvents()}
          loadingLabel={t('calendar.events.loading')}
          errorMessage={t('calendar.events.loadError')}
        >
          {(events) => {
            const upcoming = upcomingEvents(events, now);
            return upcoming.length === 0 ? (
              <p className="academics-muted">{t('calendar.events.empty')}</p>
            ) : (
              <ul className="academics-list" aria-labelledby={titleId}>
                {upcoming.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ul>
            );
          }}
        </QueryView>
      </CardContent>
    </Card>
  );
}
