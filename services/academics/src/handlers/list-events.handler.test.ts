import { eventListSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

async function eventsAs(role: IdentityRole, userId: string) {
  const res = await t.request.get('/api/events').set(t.as(role, userId));
  expect(res.status).toBe(200);
  return eventListSchema.parse(res.body);
}

const conferencesOf = (events: { title: string }[]) =>
  events
    .map((e) => /^Shir waalidka iyo macallinka: (.+)$/.exec(e.title)?.[1])
    .filter(Boolean)
    .sort();

describe('GET /api/events', () => {
  it("gives a parent the district's events and their own children's, earliest first", async () => {
    const events = await eventsAs('parent', DEMO_USERS.amina.id);
    expect(conferencesOf(events)).toEqual(['Abdi', 'Ayaan', 'Hodan']);
    expect(events.some((e) => Date.parse(e.eventDate) < NOW.getTime())).toBe(true);
    expect(events.some((e) => Date.parse(e.eventDate) > NOW.getTime())).toBe(true);
    const dates = events.map((e) => Date.parse(e.eventDate));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it("never shows one family another family's conference", async () => {
    expect(conferencesOf(await eventsAs('parent', DEMO_USERS.farah.id))).toEqual(['Ifrah']);
  });

  it('gives a teacher their students’ events and a client only district-wide ones', async () => {
    expect(conferencesOf(await eventsAs('teacher', DEMO_USERS.teacher2.id))).toEqual([
      'Ayaan',
      'Hodan',
    ]);
    const district = await t.models.Event.countDocuments({ studentIds: { $size: 0 } });
    const client = await eventsAs('client', DEMO_USERS.client.id);
    expect(conferencesOf(client)).toEqual([]);
    expect(client).toHaveLength(district);
  });

  it('gives an administrator every event', async () => {
    expect(await eventsAs('admin', DEMO_USERS.admin.id)).toHaveLength(
      await t.models.Event.countDocuments(),
    );
  });
});
