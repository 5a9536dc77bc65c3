import { bootService } from '@d742/service-kit';
import { createApp, prepare } from './app';
import { loadConfig } from './config';
import { seedDemoData } from './seed';

void bootService({
  name: 'reports',
  loadConfig,
  createApp,
  prepare,
  // A calendar the district configured is never replaced by the demo one.
  seed: ({ connection, config }) =>
    seedDemoData(connection, new Date(), { calendar: !config.schoolCalendar }),
});
