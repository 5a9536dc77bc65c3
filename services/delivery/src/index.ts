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
  createApp: (context) => (delivery = createDelivery(context)).app,
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
        await delivery?.worker.stop();
        delivery?.close();
      },
    },
  ],
});
