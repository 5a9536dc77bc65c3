import { conferenceListSchema, conferenceSchema, eventListSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { expectRefused, useSeededAcademics } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const { abdi, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin } = DEMO_USERS;
/** The seeded offer to Amina for Abdi: three 20-minute times three days on. */
const SEEDED = ['2026-11-23T21:00:00.000Z', '2026-11-23T21:20:00.000Z', '2026-11-23T21:40:00.000Z'];

const s = useSeededAcademics(NOW);

const as = (role: IdentityRole, userId: string) => s.t.as(role, userId);
const post = (path: string, body: object, headers: Record<string, string>, lang = 'en') =>
  s.t.request.post(path).set(headers).set('Accept-Language', lang).send(body);
const list = async (role: IdentityRole, userId: string, query = '') => {
  const res = await s.t.request
    .get(`/api/conferences${query}`)
    .set(as(role, userId))
    .set('Accept-Language', 'en');
  return { res, conferences: res.status === 200 ? conferenceListSchema.parse(res.body) : [] };
};
const eventsOf = async (role: IdentityRole, userId: string) =>
  eventListSchema
    .parse(
      (await s.t.request.get('/api/events').set(as(role, userId)).set('Accept-Language', 'en'))
        .body,
    )
    .filter((e) => e.id === seededId || e.id === ifrahId);
const stored = async () => ({
  conferences: await s.t.models.Conference.countDocuments(),
  updates: await s.t.models.Update.countDocuments(),
});

const slot = (start: string, minutes = 20) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
const IFRAH_SLOTS = [slot('2026-11-24T21:00:00.000Z'), slot('2026-11-24T22:00:00.000Z')];
let seededId = '';
let ifrahId = '';

describe('GET /api/conferences', () => {
  it("shows Amina the open offer for Abdi and Ms. Johnson her own; nobody else's", async () => {
    const mine = await list('parent', amina.id);
    expect(mine.res.status).toBe(200);
    expect(mine.conferences).toEqual([
      expect.objectContaining({
        studentId: abdi.id,
        studentName: 'Abdi Hassan',
        teacherId: teacher.id,
        teacherName: 'Ms. Sarah Johnson',
        status: 'offered',
        slots: SEEDED.map((start) => slot(start)),
        noteLanguage: 'en',
        bookedSlot: null,
        cancellation: null,
      }),
    ]);
    seededId = mine.conferences[0]?.id ?? '';
    expect((await list('teacher', teacher.id)).conferences.map((c) => c.id)).toEqual([seededId]);
    expect((await list('parent', farah.id)).conferences).toEqual([]);
    expect((await list('teacher', teacher2.id)).conferences).toEqual([]);
    expect((await list('admin', admin.id)).conferences).toHaveLength(1);
    expect((await list('parent', amina.id, `?studentId=${ifrah.id}`)).conferences).toEqual([]);
    expect((await list('parent', amina.id, '?status=booked')).conferences).toEqual([]);
  });

  it('refuses students and community accounts (403)', async () => {
    expect((await list('student', DEMO_USERS.hodan.id)).res.status).toBe(403);
    expect((await list('client', DEMO_USERS.client.id)).res.status).toBe(403);
  });
});

describe('POST /api/conferences', () => {
  it('offers Farah times for Ifrah (201): she is invited live in both languages and it stays in her updates', async () => {
    const before = await stored();
    const res = await post(
      '/api/conferences',
      {
        studentId: ifrah.id,
        slots: [...IFRAH_SLOTS].reverse(),
        note: 'Ifrah is doing great in math.',
        language: 'en',
      },
      as('teacher', teacher.id),
    );
    expect(res.status).toBe(201);
    const conference = conferenceSchema.parse(res.body);
    ifrahId = conference.id;
    expect(conference).toEqual(
      expect.objectContaining({
        studentName: 'Ifrah Warsame',
        status: 'offered',
        slots: IFRAH_SLOTS,
        note: 'Ifrah is doing great in math.',
      }),
    );
    expect(await stored()).toEqual({
      conferences: before.conferences + 1,
      updates: before.updates + 1,
    });
    expect(s.gateway.received).toEqual([
      {
        userIds: [farah.id],
        event: {
          type: 'notification',
          title: 'Shir waalidka iyo macallinka: Ifrah',
          message:
            'Fadlan dooro waqti aad kula kulanto Ms. Sarah Johnson si aad uga wada hadlaan horumarka Ifrah. Fariin (waxaa lagu qoray Af-Ingiriis): Ifrah is doing great in math.',
          titleI18n: {
            so: 'Shir waalidka iyo macallinka: Ifrah',
            en: 'Parent-teacher conference: Ifrah',
          },
          i18n: {
            so: 'Fadlan dooro waqti aad kula kulanto Ms. Sarah Johnson si aad uga wada hadlaan horumarka Ifrah. Fariin (waxaa lagu qoray Af-Ingiriis): Ifrah is doing great in math.',
            en: "Please pick a time to meet Ms. Sarah Johnson about Ifrah's progress. Note: Ifrah is doing great in math.",
          },
          topic: 'conference',
          studentId: ifrah.id,
        },
      },
    ]);
    const updates = await s.t.request
      .get('/api/updates')
      .set(as('parent', farah.id))
      .set('Accept-Language', 'en');
    expect(updates.body[0]).toEqual(
      expect.objectContaining({
        type: 'event',
        title: 'Parent-teacher conference: Ifrah',
        teacherName: 'Ms. Sarah Johnson',
      }),
    );
  });

  it.each([
    ['a time in the past', { slots: [slot('2026-11-20T14:00:00.000Z')] }, 'SLOT_IN_PAST'],
    ['a time that began just now', { slots: [slot(NOW.toISOString())] }, 'SLOT_IN_PAST'],
    [
      'overlapping times',
      { slots: [slot('2026-11-24T21:00:00.000Z', 30), slot('2026-11-24T21:20:00.000Z')] },
      'SLOTS_OVERLAP',
    ],
    [
      'a time that ends before it starts',
      { slots: [{ start: '2026-11-24T21:00:00.000Z', end: '2026-11-24T20:00:00.000Z' }] },
      'SLOT_INVALID',
    ],
    [
      'a time of more than 3 hours',
      { slots: [slot('2026-11-24T15:00:00.000Z', 181)] },
      'SLOT_INVALID',
    ],
    ['no times', { slots: [] }, 'SLOTS_COUNT'],
    [
      'eleven times',
      {
        slots: Array.from({ length: 11 }, (_, i) =>
          slot(`2026-11-2${i < 5 ? 4 : 5}T1${i % 5}:00:00.000Z`),
        ),
      },
      'SLOTS_COUNT',
    ],
    ['a blank note', { slots: IFRAH_SLOTS, note: ' ' }, 'NOTE_REQUIRED'],
    [
      'a time without a zone',
      { slots: [{ start: '2026-11-24T21:00:00', end: '2026-11-24T21:20:00' }] },
      'VALIDATION_FAILED',
    ],
  ])('answers 400 for %s and stores nothing', async (_what, body, code) => {
    const offer = () =>
      post('/api/conferences', { studentId: ifrah.id, ...body }, as('teacher', teacher.id));
    await expectRefused(s, offer, { status: 400, code }, stored);
  });

  it('says "the time has passed" in Somali by default', async () => {
    const res = await post(
      '/api/conferences',
      { studentId: ifrah.id, slots: [slot('2026-11-19T14:00:00.000Z')] },
      as('teacher', teacher.id),
      'so',
    );
    expect(res.body).toEqual(
      expect.objectContaining({ error: 'Waqtigaasi wuu dhaafay.', code: 'SLOT_IN_PAST' }),
    );
  });

  it('answers a child the teacher does not teach with 404 and a parent with 403', async () => {
    const before = await stored();
    const other = await post(
      '/api/conferences',
      { studentId: abdi.id, slots: IFRAH_SLOTS },
      as('teacher', teacher2.id),
    );
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Student not found.', code: 'STUDENT_NOT_FOUND' });
    const parent = await post(
      '/api/conferences',
      { studentId: abdi.id, slots: IFRAH_SLOTS },
      as('parent', amina.id),
    );
    expect(parent.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/conferences/:id/book', () => {
  const book = (
    id: string,
    slotStart: string,
    role: IdentityRole = 'parent',
    userId: string = amina.id,
  ) => post(`/api/conferences/${id}/book`, { slotStart }, as(role, userId));

  it('answers a time that was not offered with 400, and anyone but the guardians with 404', async () => {
    expect((await book(seededId, '2026-11-23T22:00:00.000Z')).body.code).toBe('SLOT_NOT_OFFERED');
    for (const [role, userId] of [
      ['parent', farah.id],
      ['teacher', teacher.id],
      ['admin', admin.id],
    ] as const) {
      const res = await book(seededId, SEEDED[0] ?? '', role, userId);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('CONFERENCE_NOT_FOUND');
    }
    expect((await book('64c1080000000000000000ff', SEEDED[0] ?? '')).status).toBe(404);
    expect((await s.t.models.Conference.findById(seededId).lean())?.status).toBe('offered');
  });

  it('lets the first pick win when two arrive at once; the later one gets 409', async () => {
    const [one, two] = await Promise.all([
      book(seededId, SEEDED[1] ?? ''),
      book(seededId, SEEDED[2] ?? ''),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = one.status === 200 ? one : two;
    const loser = one.status === 200 ? two : one;
    expect(loser.body).toEqual({
      error: 'A time has already been picked for this conference.',
      code: 'CONFERENCE_ALREADY_BOOKED',
    });
    const booked = conferenceSchema.parse(winner.body);
    expect(booked.status).toBe('booked');
    const stored = await s.t.models.Conference.findById(seededId).lean();
    expect(stored?.booked?.start.toISOString()).toBe(booked.bookedSlot?.start);
    expect(s.gateway.received).toEqual([
      expect.objectContaining({
        userIds: [teacher.id],
        event: expect.objectContaining({
          title: 'Waqtiga shirka waa la doortay: Abdi',
          i18n: expect.objectContaining({
            en: "Abdi's parent picked a time for the parent-teacher conference. It is on your calendar.",
          }),
          topic: 'conference',
        }),
      }),
    ]);
    expect((await book(seededId, SEEDED[0] ?? '')).status).toBe(409);
  });

  it("puts the booked conference on both calendars, and on no one else's", async () => {
    const [booked] = (await list('parent', amina.id, '?status=booked')).conferences;
    const expected = {
      id: seededId,
      eventType: 'conference',
      eventDate: booked?.bookedSlot?.start,
      title: 'Parent-teacher conference: Abdi',
      description:
        "A 20-minute meeting with Ms. Sarah Johnson. Note: I would like to talk about Abdi's reading and his math progress.",
    };
    expect(await eventsOf('parent', amina.id)).toEqual([expected]);
    expect(
      (await list('teacher', teacher.id, '?status=booked')).conferences.map((c) => c.id),
    ).toEqual([seededId]);
    expect(await eventsOf('teacher', teacher.id)).toEqual([expected]);
    expect(await eventsOf('parent', farah.id)).toEqual([]);
    expect(await eventsOf('teacher', teacher2.id)).toEqual([]);
  });

  it('refuses a time that has begun', async () => {
    await s.t.models.Conference.updateOne(
      { _id: ifrahId },
      { $set: { 'slots.0.start': new Date('2026-11-20T14:50:00Z') } },
    );
    const res = await book(ifrahId, '2026-11-20T14:50:00.000Z', 'parent', farah.id);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SLOT_IN_PAST');
    await s.t.models.Conference.updateOne(
      { _id: ifrahId },
      { $set: { 'slots.0.start': new Date(IFRAH_SLOTS[0]?.start ?? '') } },
    );
  });
});

describe('POST /api/conferences/:id/cancel', () => {
  const cancel = (id: string, body: object, role: IdentityRole, userId: string, lang = 'en') =>
    post(`/api/conferences/${id}/cancel`, body, as(role, userId), lang);

  it('lets the family cancel with a note: the teacher is told, the note as written', async () => {
    const res = await cancel(
      ifrahId,
      { note: 'Waan safrayaa toddobaadkan.', language: 'so' },
      'parent',
      farah.id,
    );
    expect(res.status).toBe(200);
    expect(conferenceSchema.parse(res.body).cancellation).toEqual({
      by: 'family',
      note: 'Waan safrayaa toddobaadkan.',
      noteLanguage: 'so',
      at: NOW.toISOString(),
    });
    expect(s.gateway.received).toEqual([
      expect.objectContaining({
        userIds: [teacher.id],
        event: expect.objectContaining({
          titleI18n: { so: 'Shirka waa la baajiyay: Ifrah', en: 'Conference cancelled: Ifrah' },
          i18n: {
            so: 'Waalidka Ifrah ayaa baajiyay shirka waalidka iyo macallinka. Fariin: Waan safrayaa toddobaadkan.',
            en: "Ifrah's parent cancelled the parent-teacher conference. Note (written in Somali): Waan safrayaa toddobaadkan.",
          },
        }),
      }),
    ]);
  });

  it('answers 409 once cancelled, to a second cancel and to a booking', async () => {
    const again = await cancel(ifrahId, { note: 'Again' }, 'teacher', teacher.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFERENCE_CANCELLED');
    const book = await post(
      `/api/conferences/${ifrahId}/book`,
      { slotStart: IFRAH_SLOTS[1]?.start },
      as('parent', farah.id),
    );
    expect(book.status).toBe(409);
    expect(book.body.code).toBe('CONFERENCE_CANCELLED');
  });

  it('answers anyone outside the conference with 404, a blank note with 400, and changes nothing', async () => {
    expect((await cancel(seededId, { note: 'No' }, 'teacher', teacher2.id)).status).toBe(404);
    expect((await cancel(seededId, { note: 'No' }, 'parent', farah.id)).status).toBe(404);
    const blank = await cancel(seededId, { note: '' }, 'teacher', teacher.id);
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('NOTE_REQUIRED');
    expect((await s.t.models.Conference.findById(seededId).lean())?.status).toBe('booked');
    expect(s.gateway.received).toEqual([]);
  });

  it('lets the teacher cancel a booked one: the family is told and keeps it in updates; the calendars drop it', async () => {
    const before = await stored();
    const res = await cancel(
      seededId,
      { note: 'I am ill that day, sorry.' },
      'teacher',
      teacher.id,
    );
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toEqual(
      expect.objectContaining({ by: 'school', noteLanguage: 'en' }),
    );
    expect(await stored()).toEqual({ ...before, updates: before.updates + 1 });
    expect(s.gateway.received).toEqual([
      expect.objectContaining({
        userIds: [amina.id],
        event: expect.objectContaining({
          message:
            'Ms. Sarah Johnson ayaa baajiyay shirka waalidka iyo macallinka ee Abdi. Fariin (waxaa lagu qoray Af-Ingiriis): I am ill that day, sorry.',
        }),
      }),
    ]);
    expect(await eventsOf('parent', amina.id)).toEqual([]);
    expect(await eventsOf('teacher', teacher.id)).toEqual([]);
  });
});
