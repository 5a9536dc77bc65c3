import { loadConfig } from './config';
import { startAcademicsTestApp, type AcademicsTestApp } from './testing-app';

let t: AcademicsTestApp;
beforeAll(async () => {
  t = await startAcademicsTestApp();
});
afterAll(() => t?.stop());

it('answers /health without identity, with the database state', async () => {
  const res = await t.request.get('/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(
    expect.objectContaining({ status: 'ok', service: 'academics', database: 'up' }),
  );
});

it("answers another service's routes with 404 JSON, not a fake body", async () => {
  const res = await t.request
    .get('/api/students/64b000000000000000000001/behavior-reports')
    .set(t.as('parent', '64a000000000000000000001'));
  expect(res.status).toBe(404);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});

it('answers a wrong method on a built route with 405 JSON', async () => {
  const res = await t.request
    .post('/api/students')
    .set(t.as('parent', '64a000000000000000000001'))
    .send({});
  expect(res.status).toBe(405);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});

it('listens on ACADEMICS_PORT, else PORT, else 4102', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_academics', INTERNAL_SECRET: 'x' };
  expect(loadConfig(base).port).toBe(4102);
  expect(loadConfig({ ...base, PORT: '4300' }).port).toBe(4300);
  expect(loadConfig({ ...base, PORT: '4300', ACADEMICS_PORT: '4202' }).port).toBe(4202);
});
