import { createApp } from '@d742/academics-service';
import { loadConfig } from '@d742/academics-service/config';
import { createApp as createIdentityApp } from '@d742/identity-service';
import { loadConfig as loadIdentityConfig } from '@d742/identity-service/config';
import { prepareDatabase } from '@d742/identity-service/prepare-database';
import { withDatabase } from '@d742/embedded-db';
import { signedHeaders, startTestDatabase, TEST_SECRET, testLogger } from '@d742/service-testing';
import mongoose, { type Connection } from 'mongoose';
import supertest from 'supertest';
import { detectBackend, openDistrictDatabase, type DistrictDatabase } from './database';
import {
  generateDistrict,
  passwords,
  RefusedError,
  SQLITE_MAX_STUDENTS,
  type GenerateOptions,
} from './generate';
import { planDistrict, type PlannedFamily } from './plan';
import { TARGETS } from './rows';

const STUDENTS = 20;
const YEAR = 2025;
let server: Awaited<ReturnType<typeof startTestDatabase>>;
let uri: string;
const quiet = () => undefined;

const options = (prefix: string, extra: Partial<GenerateOptions> = {}): GenerateOptions => ({
  uri,
  prefix,
  students: STUDENTS,
  seed: 'test',
  year: YEAR,
  log: quiet,
  ...extra,
});

/** Every collection's ids, sorted, under a prefix. */
async function idsOf(prefix: string): Promise<Record<string, string[]>> {
  const db = await openDistrictDatabase(uri, prefix);
  try {
    const out: Record<string, string[]> = {};
    for (const target of TARGETS) {
      const docs = await db.models[target].find({}, { _id: 1 }).lean().exec();
      out[target] = docs.map((d) => String((d as { _id: unknown })._id)).sort();
    }
    return out;
  } finally {
    await db.close();
  }
}

/** Every collection's count, by collection name, as the database counts them. */
function countsOf(prefix: string): Promise<Record<string, number>> {
  return withDistrict(prefix, async (db) => {
    const out: Record<string, number> = {};
    for (const t of TARGETS) {
      out[db.models[t].collection.collectionName] = await db.models[t].countDocuments({});
    }
    return out;
  });
}

async function withDistrict<T>(
  prefix: string,
  use: (db: DistrictDatabase) => Promise<T>,
): Promise<T> {
  const db = await openDistrictDatabase(uri, prefix);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  server = await startTestDatabase();
  uri = server.uri('unused');
  await generateDistrict(options('a_'));
});

afterAll(async () => {
  await server.stop();
});

describe('generateDistrict', () => {
  it('should write the same ids and rows for the same seed', async () => {
    const again = await generateDistrict(options('b_'));
    expect(again.status).toBe('complete');
    const [a, b] = [await idsOf('a_'), await idsOf('b_')];
    expect(b).toEqual(a);
    expect(a['academics.AttendanceRecord']).toHaveLength(STUDENTS * 180);
    // Whole rows, too: grades, and the accounts but for their salted password hashes.
    const rowsOf = (prefix: string, target: 'academics.GradeEntry' | 'identity.User') =>
      withDistrict(prefix, (db) =>
        db.models[target].find({}, { passwordHash: 0 }).sort({ _id: 1 }).limit(60).lean().exec(),
      );
    for (const target of ['academics.GradeEntry', 'identity.User'] as const) {
      expect(await rowsOf('b_', target)).toEqual(await rowsOf('a_', target));
    }
    // The services' declared indexes are built once the rows are written, every one of them.
    await withDistrict('b_', async (db) => {
      for (const target of TARGETS) {
        expect([target, (await db.models[target].diffIndexes()).toCreate]).toEqual([target, []]);
      }
    });
    // A run on an empty district reports what it wrote, which is what the database holds.
    expect(again.countedIn).toBe('this run');
    expect(again.counts).toEqual(await countsOf('b_'));
    expect(Object.values(again.counts).reduce((n, c) => n + c, 0)).toBe(again.rowsWritten);
  });

  it('should store exactly what the models would: every document of a district written as built equals the same district cast and validated', async () => {
    // The default writes rows as built; `validate` runs each through its model (casting,
    // defaults, version key, validation, which throws on a bad row) as a service would.
    const checked = await generateDistrict(options('v_', { validate: true }));
    expect(checked.status).toBe('complete');
    const docsOf = (prefix: string) =>
      withDistrict(prefix, async (db) => {
        const out: Record<string, unknown[]> = {};
        for (const target of TARGETS) {
          const collection = db.models[target].collection;
          // Straight from the driver: no schema between the database and the comparison.
          out[target] = await collection.find({}).sort({ _id: 1 }).toArray();
        }
        return out;
      });
    const [built, validated] = [await docsOf('a_'), await docsOf('v_')];
    for (const target of TARGETS) {
      expect(validated[target]!.length).toBeGreaterThan(0);
      const strip = (docs: unknown[]) =>
        target === 'identity.User'
          ? docs.map((d) => ({ ...(d as object), passwordHash: '(salted)' }))
          : docs;
      expect([target, strip(built[target]!)]).toEqual([target, strip(validated[target]!)]);
    }
  });

  it('should write every family whole: its children, a year of their records and the guardians last', async () => {
    const plan = planDistrict('test', STUDENTS, YEAR);
    await withDistrict('a_', async (db) => {
      for (const family of plan.families) {
        const parentIds = family.parents.map((p) => p.id);
        expect(await db.models['identity.User'].countDocuments({ _id: { $in: parentIds } })).toBe(
          parentIds.length,
        );
        for (const child of family.children) {
          const student = (await db.models['academics.Student']
            .findById(child.id)
            .lean()
            .exec()) as { parentIds: string[] } | null;
          expect(student?.parentIds).toEqual(parentIds.map(String));
          const perChild = {
            'academics.AttendanceRecord': 180,
            'academics.GradeEntry': 42,
            'academics.Assignment': 30,
            'academics.Conference': 1,
          } as const;
          for (const [target, count] of Object.entries(perChild)) {
            const model = db.models[target as keyof typeof perChild];
            expect([target, await model.countDocuments({ studentId: child.id })]).toEqual([
              target,
              count,
            ]);
          }
        }
        expect(
          await db.models['messaging.Message'].countDocuments({
            recipientId: String(parentIds[0]),
          }),
        ).toBeGreaterThanOrEqual(4);
      }
    });
  });

  it("should name on every update exactly its students' teachers, so each teacher's home finds it", async () => {
    await withDistrict('a_', async (db) => {
      const students = (await db.models['academics.Student'].find().lean().exec()) as unknown as {
        _id: unknown;
        teacherIds: string[];
      }[];
      const teachersOf = new Map(students.map((s) => [String(s._id), s.teacherIds]));
      const updates = (await db.models['academics.Update'].find().lean().exec()) as unknown as {
        studentIds: unknown[];
        teacherIds: string[];
      }[];
      expect(updates.some((u) => u.studentIds.length > 0)).toBe(true);
      for (const update of updates) {
        const expected = new Set(
          update.studentIds.flatMap((id) => teachersOf.get(String(id)) ?? []),
        );
        expect([...update.teacherIds].sort()).toEqual([...expected].sort());
      }
    });
  });

  it('should write one update per grade, for that student and family only, as recording a grade does', async () => {
    await withDistrict('a_', async (db) => {
      const family = planDistrict('test', STUDENTS, YEAR).families[0]!;
      const parentIds = family.parents.map((p) => p.id.toHexString()).sort();
      type Entry = {
        assignment: { en: string };
        grade: string;
        points: number;
        maxPoints: number;
        recordedAt: Date;
      };
      type Notice = {
        studentIds: unknown[];
        familyIds: string[];
        description: { en: string };
        createdAt: Date;
      };
      for (const child of family.children) {
        const entries = (await db.models['academics.GradeEntry']
          .find({ studentId: child.id })
          .lean()
          .exec()) as unknown as Entry[];
        const notices = (await db.models['academics.Update']
          .find({ studentIds: child.id, type: 'grade' })
          .lean()
          .exec()) as unknown as Notice[];
        expect(entries).toHaveLength(42);
        // Each grade's update tells it, dated when it was recorded.
        const told = (list: [string, Date][]) =>
          list.map(([text, at]) => `${at.toISOString()} ${text}`).sort();
        expect(told(notices.map((n) => [n.description.en, n.createdAt]))).toEqual(
          told(
            entries.map((e) => [
              `${child.firstName} received ${e.grade} (${e.points}/${e.maxPoints}) on "${e.assignment.en}".`,
              e.recordedAt,
            ]),
          ),
        );
        for (const notice of notices) {
          expect(notice.studentIds.map(String)).toEqual([child.id.toHexString()]);
          expect([...notice.familyIds].sort()).toEqual(parentIds);
        }
      }
      const naming = await db.models['academics.Update'].countDocuments({
        type: 'grade',
        'studentIds.1': { $exists: true },
      });
      expect(naming).toBe(0);
    });
  });

  it("should name on every update, event and conference exactly its students' families, so each family's reads find it", async () => {
    await withDistrict('a_', async (db) => {
      const students = (await db.models['academics.Student'].find().lean().exec()) as unknown as {
        _id: unknown;
        parentIds: string[];
      }[];
      const familyOf = new Map(students.map((s) => [String(s._id), s.parentIds]));
      const expectFamilies = (studentIds: unknown[], familyIds: string[]) =>
        expect([...familyIds].sort()).toEqual(
          [...new Set(studentIds.flatMap((id) => familyOf.get(String(id)) ?? []))].sort(),
        );
      type Stamped = { studentIds: unknown[]; familyIds: string[] };
      const updates = (await db.models['academics.Update']
        .find()
        .lean()
        .exec()) as unknown as Stamped[];
      const events = (await db.models['academics.Event']
        .find()
        .lean()
        .exec()) as unknown as Stamped[];
      const conferences = (await db.models['academics.Conference']
        .find()
        .lean()
        .exec()) as unknown as { studentId: unknown; familyIds: string[] }[];
      expect(updates.some((u) => u.familyIds.length > 0)).toBe(true);
      expect(conferences.length).toBeGreaterThan(0);
      for (const item of [...updates, ...events]) expectFamilies(item.studentIds, item.familyIds);
      for (const c of conferences) expectFamilies([c.studentId], c.familyIds);
    });
  });

  it('should resume after an interruption without writing anything twice', async () => {
    const units: PlannedFamily[][] = [];
    // Small units (a family or two); the second dies after its records, before its accounts.
    const failing = generateDistrict(
      options('c_', {
        batchRows: 500,
        beforeAccounts: (families) => {
          units.push(families);
          if (units.length === 2) throw new Error('the database went away');
        },
      }),
    );
    await expect(failing).rejects.toThrow('the database went away');
    const [first, interrupted] = units as [PlannedFamily[], PlannedFamily[]];
    await withDistrict('c_', async (db) => {
      const run = await db.connections.generator
        .db!.collection('runs')
        .findOne({ _id: 'district' as never });
      expect(run?.familiesDone).toBe(first.length);
      // The interrupted families: their children are there, their guardians are not: incomplete.
      for (const family of interrupted) {
        const children = family.children.map((c) => c.id);
        expect(
          await db.models['academics.Student'].countDocuments({ _id: { $in: children } }),
        ).toBe(children.length);
        const parents = family.parents.map((p) => p.id);
        expect(await db.models['identity.User'].countDocuments({ _id: { $in: parents } })).toBe(0);
      }
    });

    // Ctrl+C: stops between units (here after the unit that was interrupted, now written whole).
    const controller = new AbortController();
    const stopped = await generateDistrict(
      options('c_', {
        batchRows: 500,
        signal: controller.signal,
        beforeAccounts: () => controller.abort(),
      }),
    );
    expect(stopped.status).toBe('stopped');
    expect(stopped.familiesDone).toBe(first.length + interrupted.length);

    const resumed = await generateDistrict(options('c_', { batchRows: 500 }));
    expect(resumed.status).toBe('complete');
    expect(await idsOf('c_')).toEqual(await idsOf('a_'));
    const counts = await countsOf('a_');
    expect(await countsOf('c_')).toEqual(counts);
    // This run wrote only the rest, so its summary counts what the database holds.
    expect(resumed.countedIn).toBe('the database');
    expect(resumed.counts).toEqual(counts);
    expect(resumed.rowsWritten).toBeLessThan(Object.values(counts).reduce((n, c) => n + c, 0));
  });

  it('should refuse another seed or size on a database that holds a district, writing nothing', async () => {
    await expect(generateDistrict(options('a_', { seed: 'other' }))).rejects.toThrow(RefusedError);
    await expect(generateDistrict(options('a_', { students: 21 }))).rejects.toThrow(
      /already holds a generated district \(seed test, 20 students/,
    );
  });

  it('should refuse more than 1,000 students on FerretDB with SQLite, before writing anything', async () => {
    const backend = await withDistrict('d_', detectBackend);
    if (backend !== 'ferretdb-sqlite') return; // other engines hold it (see args.test.ts)
    await expect(
      generateDistrict(options('d_', { students: SQLITE_MAX_STUDENTS + 1 })),
    ).rejects.toThrow(/Refusing 1,001 students on FerretDB with its SQLite backend/);
    const client = mongoose.createConnection(server.uri('admin'));
    await client.asPromise();
    const { databases } = await client.db!.admin().listDatabases();
    await client.close();
    const written = databases.filter((d) => d.name.startsWith('d_'));
    for (const d of written) {
      const conn = mongoose.createConnection(server.uri(d.name));
      await conn.asPromise();
      expect(await conn.db!.listCollections().toArray()).toEqual([]);
      await conn.close();
    }
  });
});

/** A service's connection to a generated database and its config, loaded as the service does. */
async function serviceOn<C>(
  database: string,
  load: (env: NodeJS.ProcessEnv) => C,
  env: NodeJS.ProcessEnv,
): Promise<{ connection: Connection; config: C }> {
  const mongodbUri = withDatabase(uri, database);
  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  const config = load({
    MONGODB_URI: mongodbUri,
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { connection, config };
}

describe('a generated parent', () => {
  let academics: Connection;
  let identity: Connection;
  afterAll(async () => {
    await academics?.close();
    await identity?.close();
  });

  it("should sign in with the printed password and read their child's grades, not another family's", async () => {
    const plan = planDistrict('test', STUDENTS, YEAR);
    const [mine, theirs] = [plan.families[0]!, plan.families[1]!];
    const parent = mine.parents[0]!;

    // Sign in through identity's real handlers: the access code, then username and password.
    const ids = await serviceOn('a_identity', loadIdentityConfig, { ACCESS_CODE: 'GENERATED742' });
    identity = ids.connection;
    const identityConfig = ids.config;
    await prepareDatabase(identity, identityConfig);
    const signIn = supertest(
      createIdentityApp({
        connection: identity,
        config: identityConfig,
        logger: testLogger(),
      }).callback(),
    );
    const browser = signedHeaders(TEST_SECRET, { role: 'anonymous', clientIp: '198.51.100.42' });
    const granted = await signIn
      .post('/api/auth/verify-access-code')
      .set(browser)
      .send({ accessCode: 'GENERATED742' });
    expect(granted.status).toBe(200);
    const cookie = ([] as string[])
      .concat(granted.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const login = await signIn
      .post('/api/auth/login')
      .set(browser)
      .set('cookie', cookie)
      .send({ username: parent.username, password: passwords('test').parent });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: parent.id.toHexString(), role: 'parent' });

    const acs = await serviceOn('a_academics', loadConfig, {
      GATEWAY_INTERNAL_URL: 'http://127.0.0.1:1',
      IDENTITY_URL: 'http://127.0.0.1:1',
    });
    academics = acs.connection;
    const config = acs.config;
    const request = supertest(
      createApp({ connection: academics, config, logger: testLogger() }).callback(),
    );
    const headers = signedHeaders(TEST_SECRET, { role: 'parent', userId: parent.id.toHexString() });
    const child = mine.children[0]!;
    const res = await request
      .get(`/api/students/${child.id.toHexString()}/grades`)
      .set(headers)
      .set('Accept-Language', 'so');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(42);
    expect(res.body[0]).toMatchObject({ grade: expect.any(String), subject: expect.any(String) });
    const other = await request
      .get(`/api/students/${theirs.children[0]!.id.toHexString()}/grades`)
      .set(headers);
    expect([403, 404]).toContain(other.status);
  });
});
