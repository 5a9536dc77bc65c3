import type { Connection } from 'mongoose';
import type { ReportsConfig } from './config';
import { createModels } from './models';
import { CalendarRepository } from './repositories/calendar-repository';

/** At boot: a calendar given in SCHOOL_CALENDAR is stored (replacing that school year's). */
export async function prepare({
  connection,
  config,
}: {
  connection: Connection;
  config: Pick<ReportsConfig, 'schoolCalendar'>;
}): Promise<void> {
  if (config.schoolCalendar) {
    await new CalendarRepository(createModels(connection)).save(config.schoolCalendar);
  }
}
