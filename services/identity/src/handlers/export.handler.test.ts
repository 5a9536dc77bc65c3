import { dataExportSchema, type DataExport } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import {
  Browser,
  startHarnessWithFamilyServices,
  type Harness,
  type RunningService,
} from '../testing-app';

const PATH = '/api/user/export';
const { amina, farah } = DEMO_USERS;
let h: Harness;
let academics: RunningService;

beforeAll(async () => {
  ({ h, academics } = await startHarnessWithFamilyServices());
});
afterAll(() => h.close());

async function exportOf(user: typeof amina | typeof farah): Promise<DataExport> {
  const res = await new Browser(h).actAs(user.id, user.role).get(PATH);
  expect(res.status).toBe(200);
  return dataExportSchema.parse(res.body);
}

describe('GET /api/user/export', () => {
  it("is a download of the person's profile, children and messages", async () => {
    const res = await new Browser(h).actAs(amina.id, 'parent').get(PATH);
    expect(res.status).toBe(200);
    const day = new Date(h.clock.now).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="district742-backup-${day}.json"`,
    );
    const backup = dataExportSchema.parse(res.body);
    expect(backup.profile).toMatchObject({
      username: amina.username,
      role: 'parent',
      email: amina.email,
      hasPasscode: true,
    });
    expect(backup.children.map((c) => c.student.id).sort()).toEqual(
      [DEMO_STUDENTS.hodan.id, DEMO_STUDENTS.abdi.id, DEMO_STUDENTS.ayaan.id].sort(),
    );
    for (const child of backup.children) {
      expect(child.grades.length).toBeGreaterThan(0);
      expect(child.attendance.length).toBeGreaterThan(0);
    }
    expect(backup.children.some((c) => c.assignments.length > 0)).toBe(true);
    expect(backup.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|passcodeHash|argon2/);
  });

  it("never carries another family's data", async () => {
    const aminas = await exportOf(amina);
    const farahs = await exportOf(farah);
    expect(farahs.children.map((c) => c.student.id)).toEqual([DEMO_STUDENTS.ifrah.id]);

    const text = JSON.stringify(aminas);
    expect(text).not.toContain(DEMO_STUDENTS.ifrah.id);
    expect(text).not.toContain('Ifrah');
    expect(text).not.toContain(farah.email);
    const ids = (b: DataExport) => [
      ...b.messages.map((m) => m.id),
      ...b.children.flatMap((c) => [
        ...c.grades.map((g) => g.id),
        ...c.assignments.map((a) => a.id),
        ...c.attendance.map((a) => a.id),
      ]),
    ];
    const farahIds = new Set(ids(farahs));
    expect(ids(aminas).filter((id) => farahIds.has(id))).toEqual([]);
    expect(JSON.stringify(farahs)).not.toContain(DEMO_STUDENTS.hodan.id);
  });

  it('gives a teacher no pupils as children of their own', async () => {
    const res = await new Browser(h).actAs(DEMO_USERS.teacher.id, 'teacher').get(PATH);
    expect(res.status).toBe(200);
    expect(dataExportSchema.parse(res.body).children).toEqual([]);
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await new Browser(h).get(PATH)).status).toBe(401);
  });

  it('answers 503 rather than a partial backup when a service is down', async () => {
    await academics.stop();
    const res = await new Browser(h).actAs(amina.id, 'parent').get(PATH);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'Your data backup cannot be made right now. Please try again later.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
