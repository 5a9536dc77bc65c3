import { ROLES, systemStatusListSchema } from '@d742/contracts';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection);
});

afterAll(() => t?.stop());

describe('GET /api/system/status', () => {
  it.each(ROLES)('lists the school systems by name to a signed-in %s', async (role) => {
    const res = await t.request
      .get('/api/system/status')
      .set(t.as(role, '64a0000000000000000000aa'));
    expect(res.status).toBe(200);
    const list = systemStatusListSchema.parse(res.body);
    expect(list.map((s) => s.name)).toEqual([
      'Google Classroom',
      'Infinite Campus',
      'PowerSchool',
      'Schoology',
    ]);
  });

  it('answers in the reader language', async () => {
    const res = await t.request
      .get('/api/system/status')
      .set(t.as('parent', '64a0000000000000000000aa'))
      .set('Accept-Language', 'en');
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        status: 'connected',
        message: expect.stringMatching(/^Connected/),
      }),
    );
  });

  it('answers 401 to anyone not signed in', async () => {
    expect((await t.request.get('/api/system/status')).status).toBe(401);
    expect((await t.request.get('/api/system/status').set(t.as('anonymous'))).status).toBe(401);
  });
});
