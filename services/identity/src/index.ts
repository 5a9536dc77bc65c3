import { bootService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { PURGE_INTERVAL_MS } from './policies';
import { prepareDatabase } from './prepare-database';
import { purgeExpired } from './purge';
import {
  LANGUAGE_DIRECTORY_REFRESH_MS,
  languageDirectoryOf,
} from './repositories/language-directory';
import { seedDemoData } from './seed';

void bootService({
  name: 'identity',
  loadConfig,
  createApp,
  prepare: ({ connection, config }) => prepareDatabase(connection, config),
  seed: async ({ connection, config, logger }) => {
    await seedDemoData(connection, config);
    logger.info('demo accounts and access code seeded');
  },
  jobs: [
    {
      name: 'language directory',
      everyMs: LANGUAGE_DIRECTORY_REFRESH_MS,
      atStart: true,
      run: async ({ connection, logger }) => {
        const startedAt = Date.now();
        const accounts = await languageDirectoryOf(connection).load();
        logger.debug({ accounts, ms: Date.now() - startedAt }, "accounts' languages read");
      },
    },
    {
      name: 'session purge',
      everyMs: PURGE_INTERVAL_MS,
      run: async ({ connection, logger }) => {
        const { sessions } = await purgeExpired(connection);
        if (sessions > 0) logger.info({ sessions }, 'purged expired sessions');
      },
    },
  ],
});
