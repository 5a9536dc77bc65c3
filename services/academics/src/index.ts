import { bootService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { createModels } from './models';
import { backfillDistrictWide } from './models/audience';
import { backfillMonths } from './models/update-month';
import { seedDemoData } from './seed';

void bootService({
  name: 'academics',
  loadConfig,
  createApp,
  prepare: async ({ connection }) => {
    const { Update, Event } = createModels(connection);
    await backfillDistrictWide([Update, Event]);
    await backfillMonths(Update);
  },
  seed: ({ connection }) => seedDemoData(connection),
});
