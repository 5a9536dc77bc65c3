import { progressDataResponseSchema, studentVisibilityResponseSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { abdi, ayaan, hodan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin, client } = DEMO_USERS;
const MISSING = '65b0000000000000000000ff';

let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp({ clock: () => NOW });
  await seedDemoData(t.connection, NOW);
  await t.models.StaffMember.updateOne({ userId: teacher2.id }, { $set: { healthStaff: true } });
}, 60_000);
afterAll(() => t?.stop());

const visibility = (id: string, query: Record<string, string>, headers = t.as('system')) =>
  t.request.get(`/internal/students/${id}/visibility`).query(query).set(headers);

describe('GET /internal/students/:id/visibility', () => {
  it("shows a parent their own child with the family's parents, and no staff record", async () => {
    const res = await visibility(abdi.id, { userId: amina.id, role: 'parent' });
    expect(res.status).toBe(200);
    expect(studentVisibilityResponseSchema.parse(res.body)).toEqual({
      visible: true,
      student: {
        id: abdi.id,
        firstName: 'Abdi',
        lastName: 'Hassan',
        grade: abdi.grade,
        parentIds: [amina.id],
      },
      staff: null,
    });
  });

  it.each([
    ['another family’s parent', ifrah.id, amina.id, 'parent', false],
    ['the student themself', hodan.id, DEMO_USERS.hodan.id, 'student', true],
    ['a student asking about a sibling', abdi.id, DEMO_USERS.hodan.id, 'student', false],
    ['a teacher of the child', abdi.id, teacher.id, 'teacher', true],
    ['a teacher of another class', ayaan.id, teacher.id, 'teacher', false],
    ['an administrator', ifrah.id, admin.id, 'admin', true],
    ['a community account', abdi.id, client.id, 'client', false],
  ])('applies the read rule to %s', async (_who, id, userId, role, visible) => {
    const res = await visibility(id, { userId, role });
    expect(res.status).toBe(200);
    expect(res.body.visible).toBe(visible);
  });

  it('names staff as the school knows them and tells health staff apart', async () => {
    const byTeacher = await visibility(ayaan.id, { userId: teacher.id, role: 'teacher' });
    expect(byTeacher.body.staff).toEqual({ displayName: 'Ms. Sarah Johnson', healthStaff: false });
    const byNurse = await visibility(abdi.id, { userId: teacher2.id, role: 'teacher' });
    expect(byNurse.body).toEqual(
      expect.objectContaining({
        visible: false,
        staff: expect.objectContaining({ healthStaff: true }),
      }),
    );
    const byAdmin = await visibility(abdi.id, { userId: admin.id, role: 'admin' });
    expect(byAdmin.body.staff).toEqual({ displayName: 'District Admin', healthStaff: false });
  });

  it('answers 404 for a missing student and 400 for a malformed id or viewer', async () => {
    expect((await visibility(MISSING, { userId: admin.id, role: 'admin' })).status).toBe(404);
    expect((await visibility('nope', { userId: admin.id, role: 'admin' })).status).toBe(400);
    expect((await visibility(abdi.id, { userId: admin.id, role: 'nurse' })).status).toBe(400);
    expect((await visibility(abdi.id, { role: 'admin' })).status).toBe(400);
  });

  it('is for the system only: a signed-in user gets 403, an unsigned call 401', async () => {
    const query = { userId: admin.id, role: 'admin' };
    expect((await visibility(abdi.id, query, t.as('admin', admin.id))).status).toBe(403);
    expect(
      (await t.request.get(`/internal/students/${abdi.id}/visibility`).query(query)).status,
    ).toBe(401);
  });
});

const progress = (id: string, query: Record<string, string>, headers = t.as('system')) =>
  t.request.get(`/internal/students/${id}/progress-data`).query(query).set(headers);

describe('GET /internal/students/:id/progress-data', () => {
  const period = { from: '2026-10-21', to: '2026-11-20' };

  it("answers the child's grades, assignments and attendance within the period, in the asked language", async () => {
    const en = await progress(abdi.id, { userId: amina.id, role: 'parent', ...period, lang: 'en' });
    expect(en.status).toBe(200);
    const data = progressDataResponseSchema.parse(en.body);
    expect(data.student.firstName).toBe('Abdi');
    expect(data.grades.length).toBeGreaterThan(0);
    expect(data.attendance.length).toBeGreaterThan(0);
    for (const g of data.grades) expect(g.recordedAt! >= '2026-10-21').toBe(true);
    for (const a of data.assignments) {
      expect(a.dueDate >= '2026-10-21' && a.dueDate < '2026-11-21').toBe(true);
    }
    for (const r of data.attendance)
      expect(r.date >= period.from && r.date <= period.to).toBe(true);

    const so = await progress(abdi.id, { userId: amina.id, role: 'parent', ...period, lang: 'so' });
    expect(so.body.grades.map((g: { subject: string }) => g.subject)).not.toEqual(
      data.grades.map((g) => g.subject),
    );
  });

  it('answers an empty record for a period without data', async () => {
    const res = await progress(abdi.id, {
      userId: amina.id,
      role: 'parent',
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(res.body).toEqual(
      expect.objectContaining({ grades: [], assignments: [], attendance: [] }),
    );
  });

  it('answers a child the viewer may not see like a missing one (404)', async () => {
    const other = await progress(ifrah.id, { userId: amina.id, role: 'parent', ...period });
    expect(other.status).toBe(404);
    const untaught = await progress(ayaan.id, { userId: teacher.id, role: 'teacher', ...period });
    expect(untaught.status).toBe(404);
    expect((await progress(MISSING, { userId: admin.id, role: 'admin', ...period })).status).toBe(
      404,
    );
    expect((await progress(ifrah.id, { userId: farah.id, role: 'parent', ...period })).status).toBe(
      200,
    );
  });

  it('answers 400 for a period that ends before it starts or is not a date', async () => {
    const base = { userId: admin.id, role: 'admin' };
    expect(
      (await progress(abdi.id, { ...base, from: '2026-11-20', to: '2026-11-01' })).status,
    ).toBe(400);
    expect((await progress(abdi.id, { ...base, from: 'yesterday', to: '2026-11-01' })).status).toBe(
      400,
    );
  });
});
