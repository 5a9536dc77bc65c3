import { bootService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrateAcademics } from './migrations';
import { seedDemoData } from './seed';

void bootService({
  name: 'academics',
  loadConfig,
  createApp,
  prepare: ({ connection }) => migrateAcademics(connection),
  seed: ({ connection }) => seedDemoData(connection),
});
