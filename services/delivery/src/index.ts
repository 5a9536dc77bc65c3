import { bootService } from '@d742/service-kit';
import { createDelivery, type Delivery } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './models';
import { seedDemoData } from './seed';

/** Due jobs (retries after their backoff) are looked for this often; new jobs start at once. */
const QUEUE_POLL_MS = 1000;
let delivery: Delivery | undefined;

void bootService({
  name: 'delivery',
  loadConfig,
  createApp: (context) => {
    delivery = createDelivery(context);
    // A minute after the start, then hourly; stopped with the worker below.
    delivery.retention.start();
    return delivery.app;
  },
  prepare: ({ connection }) => prepareDatabase(connection),
  seed: ({ connection }) => seedDemoData(connection),
  jobs: [
    {
      name: 'delivery queue',
      everyMs: QUEUE_POLL_MS,
      run: async () => {
        await delivery?.worker.kick();
      },
      stop: async () => {
        await Promise.all([delivery?.worker.stop(), delivery?.retention.stop()]);
        delivery?.close();
      },
    },
  ],
});
