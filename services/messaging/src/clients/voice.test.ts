import http from 'node:http';
import { verifyIdentity } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { SCHOOL_TERMS } from '../app';
import { VoiceClient } from './voice';

/** A loopback server answering as the voice service's translate route, keeping what it was sent. */
let server: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ translatedText: 'Ilmahaagu wuu maqnaa' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('translates as the sender, with the school glossary as the dictionary', async () => {
  const { port } = server.address() as { port: number };
  const voice = new VoiceClient({
    voiceUrl: `http://127.0.0.1:${port}`,
    secret: TEST_SECRET,
    logger: testLogger(),
  });
  const sender = {
    userId: '64a000000000000000000004',
    role: 'teacher' as const,
    clientIp: '10.0.0.7',
  };
  const text = await voice.translate(sender, 'Your child was absent', 'en', 'so', {
    glossary: SCHOOL_TERMS,
  });
  expect(text).toBe('Ilmahaagu wuu maqnaa');
  const [call] = received;
  expect(verifyIdentity(TEST_SECRET, call?.headers ?? {})).toEqual(sender);
  expect(call?.body).toEqual({
    text: 'Your child was absent',
    fromLanguage: 'en',
    toLanguage: 'so',
    glossary: expect.arrayContaining([
      { en: 'attendance', so: 'imaansho' },
      { en: 'District 742', so: 'District 742' },
    ]),
  });
});
