import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { accessCodeModel } from './models/access-code.model';
import { userModel } from './models/user.model';
import { AccessCodeRepository } from './repositories/access-code-repository';
import { seedDemoData } from './seed';
import { startHarness, type Harness } from './testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('seedDemoData', () => {
  it('seeds every demo account, the administrator included, with argon2 hashes', async () => {
    const users = await h.connection.collection('users').find().toArray();
    expect(users.map((u) => u._id.toHexString()).sort()).toEqual(
      Object.values(DEMO_USERS)
        .map((u) => u.id)
        .sort(),
    );
    expect(users.find((u) => u.role === 'admin')?.username).toBe('admin');
    for (const u of users) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(u)).not.toContain(DEMO_USERS.amina.password);
    }
  });

  it('is idempotent and does not re-hash existing accounts', async () => {
    const before = await userModel(h.connection).find().sort({ _id: 1 }).lean().exec();
    await seedDemoData(h.connection, h.config);
    const after = await userModel(h.connection).find().sort({ _id: 1 }).lean().exec();
    expect(after).toHaveLength(before.length);
    expect(after.map((u) => u.passwordHash)).toEqual(before.map((u) => u.passwordHash));
    expect(await accessCodeModel(h.connection).countDocuments({ source: 'demo' }).exec()).toBe(1);
  });

  it('stores the demo access code hashed', async () => {
    const raw = await h.connection.collection('access_codes').find().toArray();
    expect(JSON.stringify(raw)).not.toContain(DEMO_ACCESS_CODE);
    const codes = new AccessCodeRepository(accessCodeModel(h.connection), h.config.internalSecret);
    expect(await codes.matches(DEMO_ACCESS_CODE.toLowerCase())).toBe(true);
  });

  it('replacing ACCESS_CODE retires the previous codes', async () => {
    const codes = new AccessCodeRepository(accessCodeModel(h.connection), h.config.internalSecret);
    await codes.replaceSource('env', ['OLDCODE'], h.clock.now);
    await codes.replaceSource('env', ['NEWCODE'], h.clock.now);
    expect(await codes.matches('OLDCODE')).toBe(false);
    expect(await codes.matches('NEWCODE')).toBe(true);
    expect(await codes.matches(DEMO_ACCESS_CODE)).toBe(true);
  });
});
