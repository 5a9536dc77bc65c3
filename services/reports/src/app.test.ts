import { startReportsTestApp, type ReportsTestApp } from './testing-app';

let t: ReportsTestApp;
beforeAll(async () => {
  t = await startReportsTestApp();
}, 60_000);
afterAll(() => t?.stop());

it('answers /health without identity, with the database state', async () => {
  const res = await t.request.get('/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(
    expect.objectContaining({ status: 'ok', service: 'reports', database: 'up' }),
  );
});

it('rejects unsigned API requests with 401 JSON', async () => {
  const res = await t.request.get('/api/students/64b000000000000000000001/behavior-reports');
  expect(res.status).toBe(401);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});

it('answers an unknown route with 404 JSON', async () => {
  const res = await t.request
    .get('/api/nothing-here')
    .set(t.as('parent', '64a000000000000000000001'));
  expect(res.status).toBe(404);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});
