import { startMessagingTestApp, type MessagingTestApp } from './testing-app';

let t: MessagingTestApp;
beforeAll(async () => {
  t = await startMessagingTestApp();
});
afterAll(() => t?.stop());

it('answers /health without identity, with the database state', async () => {
  const res = await t.request.get('/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(
    expect.objectContaining({ status: 'ok', service: 'messaging', database: 'up' }),
  );
});

it.each([
  ['GET', '/api/messages'],
  ['GET', '/api/messages/unread-count'],
  ['PATCH', '/api/messages/64c201000100000000000001/read'],
  ['POST', '/api/messages'],
  ['GET', '/api/messages/64c201000100000000000001'],
  ['POST', '/api/messages/64c201000100000000000001/replies'],
  ['GET', '/api/messages/64c201000100000000000001/replies/64c201000100000000000002/audio'],
  ['POST', '/api/conversations'],
])('rejects an unsigned %s %s with 401 JSON', async (method, path) => {
  const res =
    await t.request[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'patch'](path);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});

it('answers 405 JSON for a method the path does not take', async () => {
  const res = await t.request.delete('/api/messages').set(t.as('admin', 'a1'));
  expect(res.status).toBe(405);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});
