// The kit's own tests cannot use @d742/service-testing (it depends on this package), so they take
// the few pieces they need from here. Not exported; not built.
import pino from 'pino';

export { startThrowawayDatabase as startTestDatabase } from '@d742/embedded-db';

export const TEST_SECRET = 'd742-kit-test-secret-0123456789abcdef012345';

export const testLogger = (): pino.Logger => pino({ level: 'silent' });

export { signCaller as signedHeaders } from './identity';
