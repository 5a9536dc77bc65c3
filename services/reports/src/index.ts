import { bootService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedDemoData } from './seed';

void bootService({
  name: 'reports',
  loadConfig,
  createApp,
  seed: ({ connection }) => seedDemoData(connection),
});
