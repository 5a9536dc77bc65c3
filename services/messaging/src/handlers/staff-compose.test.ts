import { randomUUID } from 'node:crypto';
import {
  MESSAGE_TEMPLATES,
  messageSummaryListSchema,
  messageTemplateListSchema,
  threadResponseSchema,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { startMessagingTestApp, type MessagingTestApp } from '../testing-app';

const { abdi, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin } = DEMO_USERS;
/** Ms. Johnson's "Math, grades 5–8": Hodan and Abdi (Amina's), Ifrah (Farah's). */
const MATH_CLASS = '64c107000000000000000001';
/** Mr. Nur's "Somali Language, grades 2–8". */
const NUR_CLASS = '64c107000000000000000003';

let t: MessagingTestApp;
beforeAll(async () => {
  t = await startMessagingTestApp();
});
afterAll(() => t?.stop());
beforeEach(async () => {
  await t.clearMessages();
  await t.models.StaffSend.deleteMany({});
  await t.models.SendWindow.deleteMany({});
  t.gateway.received.length = 0;
  jest.restoreAllMocks();
});

const asTeacher = () => t.as('teacher', teacher.id);
const asAdmin = () => t.as('admin', admin.id);
const send = (headers: Record<string, string>, body: object, lang = 'en') =>
  t.request.post('/api/messages').set(headers).set('Accept-Language', lang).send(body);
const list = async (headers: Record<string, string>, lang: string) =>
  messageSummaryListSchema.parse(
    (await t.request.get('/api/messages').set(headers).set('Accept-Language', lang)).body,
  );
const copiesOf = async (recipientId: string) => t.models.Message.countDocuments({ recipientId });
const stored = async () => ({
  messages: await t.models.Message.countDocuments(),
  threads: await t.models.Thread.countDocuments(),
  sends: await t.models.StaffSend.countDocuments(),
});
const NOTHING = { messages: 0, threads: 0, sends: 0 };

const absence = (fields: Record<string, string> = { studentName: 'Abdi', date: '2026-11-20' }) => ({
  templateId: 'absence',
  fields,
  audience: { type: 'student', studentId: abdi.id },
  idempotencyKey: randomUUID(),
});
const trip = (idempotencyKey: string, place = 'the Science Museum') => ({
  templateId: 'field-trip-permission',
  fields: { place, date: '2026-12-04' },
  audience: { type: 'class', classId: MATH_CLASS },
  idempotencyKey,
});

describe('GET /api/messages/templates', () => {
  it('gives staff the checked templates with their fields in both languages', async () => {
    const res = await t.request.get('/api/messages/templates').set(asTeacher());
    expect(res.status).toBe(200);
    expect(messageTemplateListSchema.parse(res.body)).toEqual(MESSAGE_TEMPLATES);
  });

  it.each([
    ['parent', amina.id],
    ['student', DEMO_USERS.hodan.id],
  ] as const)('refuses a %s (403)', async (role, id) => {
    const res = await t.request.get('/api/messages/templates').set(t.as(role, id));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/messages with a checked template', () => {
  it("stores the school's own Somali and English (origin 'author'), labelled with its template", async () => {
    const res = await send(asTeacher(), absence());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 1 });

    const [somali] = await list(t.as('parent', amina.id), 'so');
    expect(somali).toMatchObject({
      subject: 'Maqnaansho: Abdi, Jimce, 20 Nofembar 2026',
      templateId: 'absence',
      sender: { name: 'Ms. Sarah Johnson', role: 'teacher' },
    });
    expect(somali?.content).toMatch(/^Salaan\. Abdi waxaa maalinta Jimce, 20 Nofembar 2026/);
    expect(somali?.texts.content).toMatchObject({
      original: { language: 'en', origin: 'typed' },
      translation: { source: 'author', language: 'so' },
      shown: { language: 'so', status: 'author' },
    });
    const [english] = await list(t.as('parent', amina.id), 'en');
    expect(english?.subject).toBe('Absence: Abdi, Friday, November 20, 2026');
    expect(english?.texts.subject.shown.status).toBe('original');
    expect(t.gateway.received).toEqual([expect.objectContaining({ userIds: [amina.id] })]);
    // It opened a thread with Abdi's family: the teacher's inbox has it.
    const [thread] = await list(asTeacher(), 'en');
    expect(thread).toMatchObject({ templateId: 'absence', thread: { studentId: abdi.id } });
  });

  it("writes a Somali-speaking teacher's template with Somali as its original", async () => {
    await send(
      t.as('teacher', teacher2.id),
      {
        ...absence({ studentName: 'Hodan', date: '2026-11-20' }),
        audience: { type: 'student', studentId: DEMO_STUDENTS.hodan.id },
      },
      'so',
    );
    const [english] = await list(t.as('parent', amina.id), 'en');
    expect(english?.texts.subject).toMatchObject({
      original: { language: 'so', text: 'Maqnaansho: Hodan, Jimce, 20 Nofembar 2026' },
      shown: { status: 'author', text: 'Absence: Hodan, Friday, November 20, 2026' },
    });
  });

  it.each([
    ['an unknown template', { templateId: 'detention' }, 'MESSAGE_TEMPLATE_UNKNOWN'],
    [
      'an unknown field',
      { fields: { studentName: 'Abdi', date: '2026-11-20', grade: 'F' } },
      'MESSAGE_TEMPLATE_FIELD_UNKNOWN',
    ],
    ['a missing field', { fields: { studentName: 'Abdi' } }, 'MESSAGE_TEMPLATE_FIELD_MISSING'],
    [
      'an impossible date',
      { fields: { studentName: 'Abdi', date: '2026-02-30' } },
      'MESSAGE_TEMPLATE_FIELD_INVALID',
    ],
    [
      'a field that is not text',
      { fields: { studentName: ['Abdi'], date: '2026-11-20' } },
      'MESSAGE_TEMPLATE_FIELD_INVALID',
    ],
    [
      'a template for another audience',
      { templateId: 'school-closure', fields: { date: '2026-11-20', reason: 'weather' } },
      'MESSAGE_TEMPLATE_AUDIENCE',
    ],
    ['a subject beside the template', { subject: 'Hello' }, 'MESSAGE_FIELD_UNKNOWN'],
  ])(
    'answers 400 {error, code} for %s, in the reader’s language, storing nothing',
    async (_w, change, code) => {
      const res = await send(asTeacher(), { ...absence(), ...change }, 'so');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        expect.objectContaining({ code, error: expect.stringMatching(/\S/) }),
      );
      expect(res.body.error).not.toMatch(/template|field/i);
      expect(await stored()).toEqual(NOTHING);
      expect(t.gateway.received).toEqual([]);
    },
  );

  it('names the field that is wrong', async () => {
    const res = await send(asTeacher(), absence({ studentName: 'Abdi', date: 'Friday' }));
    expect(res.body).toMatchObject({
      code: 'MESSAGE_TEMPLATE_FIELD_INVALID',
      error: 'A field of the message template is not valid (a date, a time or a choice).',
      details: { problems: [{ code: 'MESSAGE_TEMPLATE_FIELD_INVALID', field: 'date' }] },
    });
  });

  it('lets an administrator send a school-wide template: a notice to every family', async () => {
    const res = await send(asAdmin(), {
      templateId: 'school-closure',
      fields: { date: '2027-01-04', reason: 'weather' },
      audience: { type: 'school' },
      idempotencyKey: randomUUID(),
    });
    expect(res.body).toEqual({ sent: 2 });
    const [notice] = await list(t.as('parent', farah.id), 'so');
    expect(notice).toMatchObject({ schoolNotice: true, templateId: 'school-closure' });
    expect(notice?.content).toContain('sababtoo ah cimilo xun');
  });
});

describe('POST /api/messages to a class of the staff workspace', () => {
  it("reaches each family of the class's roster once (Amina has two children in it)", async () => {
    const res = await send(asTeacher(), trip(randomUUID()));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 2 });
    expect(await copiesOf(amina.id)).toBe(1);
    expect(await copiesOf(farah.id)).toBe(1);
    expect(t.gateway.received).toEqual([
      {
        userIds: expect.arrayContaining([amina.id, farah.id]),
        event: { type: 'new_message', senderName: 'Ms. Sarah Johnson' },
      },
    ]);
  });

  it.each([
    ["another teacher's class", NUR_CLASS],
    ['a class that does not exist', '64c107000000000000000099'],
  ])('answers 404 CLASS_NOT_FOUND for %s, storing nothing', async (_w, classId) => {
    const res = await send(asTeacher(), {
      ...trip(randomUUID()),
      audience: { type: 'class', classId },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('CLASS_NOT_FOUND');
    expect(await stored()).toEqual(NOTHING);
  });

  it('lets an administrator write to any class', async () => {
    const res = await send(asAdmin(), {
      ...trip(randomUUID()),
      audience: { type: 'class', classId: NUR_CLASS },
    });
    expect(res.body).toEqual({ sent: 1 });
    const [message] = await list(t.as('parent', amina.id), 'en');
    expect(message?.sender.name).toBe('District Admin');
  });

  it('answers 400 for a class named both by id and by grade', async () => {
    const res = await send(asTeacher(), {
      ...trip(randomUUID()),
      audience: { type: 'class', classId: MATH_CLASS, grade: '5' },
    });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(NOTHING);
  });
});

describe('idempotent fan-out', () => {
  it('needs a key for a class or the school (400), not for one family', async () => {
    const { idempotencyKey: _k, ...keyless } = trip('unused-key');
    const res = await send(asTeacher(), keyless);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MESSAGE_IDEMPOTENCY_KEY_REQUIRED');
    expect(await stored()).toEqual(NOTHING);
    const { idempotencyKey: _k2, ...toOneFamily } = absence();
    expect((await send(asTeacher(), toOneFamily)).status).toBe(201);
  });

  it('delivers a send repeated with the same key once, answering the same, telling nobody twice', async () => {
    const key = randomUUID();
    const first = await send(asTeacher(), trip(key));
    const again = await send(asTeacher(), trip(key));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await copiesOf(amina.id)).toBe(1);
    expect(await copiesOf(farah.id)).toBe(1);
    expect(t.gateway.received).toHaveLength(1);
  });

  it('delivers two simultaneous attempts with the same key once', async () => {
    const key = randomUUID();
    const answers = await Promise.all([send(asTeacher(), trip(key)), send(asTeacher(), trip(key))]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await copiesOf(amina.id)).toBe(1);
    expect(await copiesOf(farah.id)).toBe(1);
    expect(await t.models.StaffSend.countDocuments()).toBe(1);
  });

  it('refuses the same key for a different message (422), changing nothing', async () => {
    const key = randomUUID();
    await send(asTeacher(), trip(key));
    const before = await stored();
    const res = await send(asTeacher(), trip(key, 'the Zoo'));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('MESSAGE_IDEMPOTENCY_KEY_REUSED');
    expect(await stored()).toEqual(before);
  });

  it('keeps one key per sender: another teacher may use the same key', async () => {
    const key = randomUUID();
    await send(asTeacher(), trip(key));
    const res = await send(asAdmin(), trip(key));
    expect(res.status).toBe(201);
    expect(await copiesOf(amina.id)).toBe(2);
  });

  it('after a failure halfway, the retry gives the families without a copy theirs, and nobody a second', async () => {
    const { Message } = t.models;
    const insertMany = Message.insertMany.bind(Message);
    jest.spyOn(Message, 'insertMany').mockImplementationOnce((async (
      docs: unknown[],
      options: object,
    ) => {
      await insertMany(docs.slice(0, 1) as never, options as never);
      throw new Error('connection reset');
    }) as never);
    const key = randomUUID();
    const dismissal = {
      templateId: 'early-dismissal',
      fields: { date: '2026-12-23', time: '12:30' },
      audience: { type: 'school' },
      idempotencyKey: key,
    };
    const failed = await send(asAdmin(), dismissal);
    expect(failed.status).toBe(500);
    expect((await copiesOf(amina.id)) + (await copiesOf(farah.id))).toBe(1);
    expect(t.gateway.received).toEqual([]);

    const retry = await send(asAdmin(), dismissal);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ sent: 2 });
    expect(await copiesOf(amina.id)).toBe(1);
    expect(await copiesOf(farah.id)).toBe(1);
    // Only the family whose copy the retry stored is told now.
    expect(t.gateway.received).toHaveLength(1);
    expect(t.gateway.received[0]?.userIds).toHaveLength(1);
  });

  it('completes a failed message to one family into one thread', async () => {
    const { Message } = t.models;
    jest.spyOn(Message, 'insertMany').mockRejectedValueOnce(new Error('connection reset'));
    const body = absence();
    expect((await send(asTeacher(), body)).status).toBe(500);
    expect((await send(asTeacher(), body)).status).toBe(201);
    expect((await send(asTeacher(), body)).status).toBe(201);
    expect(await copiesOf(amina.id)).toBe(1);
    expect(await t.models.Thread.countDocuments()).toBe(1);
    const [message] = await list(t.as('parent', amina.id), 'so');
    const thread = await t.request.get(`/api/messages/${message?.id}`).set(asTeacher());
    expect(threadResponseSchema.parse(thread.body).message.thread.id).toBe(message?.thread.id);
  });
});

describe("the family's language in the staff inbox", () => {
  it('is the language the family last wrote in, null before they write', async () => {
    await send(asTeacher(), {
      ...absence(),
      audience: { type: 'student', studentId: ifrah.id },
      fields: { studentName: 'Ifrah', date: '2026-11-20' },
    });
    expect((await list(asTeacher(), 'en'))[0]?.thread.familyLanguage).toBeNull();
    const [copy] = await list(t.as('parent', farah.id), 'so');
    await t.request
      .post(`/api/messages/${copy?.id}/replies`)
      .set(t.as('parent', farah.id))
      .send({ content: 'Waa jiran tahay.', language: 'so' });
    const [row] = await list(asTeacher(), 'en');
    expect(row?.thread.familyLanguage).toBe('so');
    const thread = await t.request.get(`/api/messages/${row?.id}`).set(asTeacher());
    expect(thread.body.message.thread.familyLanguage).toBe('so');
    // A family's own view carries none.
    expect((await list(t.as('parent', farah.id), 'so'))[0]?.thread).not.toHaveProperty(
      'familyLanguage',
    );
  });
});
