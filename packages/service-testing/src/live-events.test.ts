import { Writable } from 'node:stream';
import { createLogger, LiveEvents } from '@d742/service-kit';
import { startEventReceiver, TEST_SECRET, type EventReceiver } from './index';

const event = { type: 'new_message', senderName: 'Ms. Sarah Johnson' } as const;

let gateway: EventReceiver;
let warnings: string[];

const logger = () =>
  createLogger(
    'live-test',
    'warn',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        warnings.push(JSON.parse(chunk.toString()).msg);
        done();
      },
    }),
  );

const live = (gatewayUrl: string | undefined) =>
  new LiveEvents({ gatewayUrl, secret: TEST_SECRET, logger: logger() });

beforeAll(async () => {
  gateway = await startEventReceiver();
});
afterAll(() => gateway?.stop());
beforeEach(() => {
  gateway.received.length = 0;
  warnings = [];
});

it('delivers one publication to each distinct recipient, signed as the system', async () => {
  await live(gateway.url).publish(['p1', 'p2', 'p1', ''], event);
  expect(gateway.received).toEqual([{ userIds: ['p1', 'p2'], event }]);
});

it('publishes nothing when nobody is concerned', async () => {
  await live(gateway.url).publish([], event);
  expect(gateway.received).toEqual([]);
});

it('never fails when the gateway is down: it logs a warning instead', async () => {
  await expect(live('http://127.0.0.1:1').publish(['p1'], event)).resolves.toBeUndefined();
  expect(warnings).toEqual(['live event not delivered']);
});

it('drops the event with a warning when no gateway is configured', async () => {
  await live(undefined).publish(['p1'], event);
  expect(warnings).toEqual(['no gateway URL; live event dropped']);
});
