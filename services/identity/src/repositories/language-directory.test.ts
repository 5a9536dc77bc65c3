import { Types } from 'mongoose';
import { internalLanguagesSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';
import { languageDirectoryOf } from './language-directory';

const { amina, farah } = DEMO_USERS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const gateway = () => new Browser(h, '127.0.0.1').actAs('', 'system');

/** What a roster is told: `POST /internal/users/languages`, as academics asks it. */
async function languagesOf(...userIds: string[]) {
  const res = await gateway().post('/internal/users/languages', { userIds });
  expect(res.status).toBe(200);
  return internalLanguagesSchema.parse(res.body).languages;
}

/** A write this process does not see: another identity replica, the generator, a hand edit. */
async function writeBehindItsBack(id: string, language: 'so' | 'en') {
  await h.connection
    .collection('users')
    .updateOne({ _id: new Types.ObjectId(id) }, { $set: { language } });
}

describe('the language directory (decision 040)', () => {
  it("answers from what its last pass read; another writer's change shows after the next pass", async () => {
    const directory = languageDirectoryOf(h.connection);
    await writeBehindItsBack(farah.id, 'so');
    await directory.load();
    expect(await languagesOf(farah.id)).toEqual({ [farah.id]: 'so' });

    await writeBehindItsBack(farah.id, 'en');
    expect(await languagesOf(farah.id)).toEqual({ [farah.id]: 'so' });
    await directory.load();
    expect(await languagesOf(farah.id)).toEqual({ [farah.id]: 'en' });
  });

  it("shows a parent's own change of language at once", async () => {
    await languageDirectoryOf(h.connection).load();
    const amina$ = await new Browser(h).signInAs(amina);
    for (const language of ['en', 'so'] as const) {
      const res = await amina$.send('patch', '/api/user/profile', { language });
      expect(res.status).toBe(200);
      expect(await languagesOf(amina.id)).toEqual({ [amina.id]: language });
    }
  });

  it('reads an account created after its pass from the database, and a change during a pass is kept', async () => {
    const directory = languageDirectoryOf(h.connection);
    await directory.load();
    const newcomer = new Types.ObjectId();
    await h.connection.collection('users').insertOne({
      _id: newcomer,
      username: 'newcomer.after.pass',
      email: 'newcomer.after.pass@example.org',
      firstName: 'Sahra',
      lastName: 'Cali',
      role: 'parent',
      language: 'en',
    });
    expect(await languagesOf(newcomer.toHexString())).toEqual({
      [newcomer.toHexString()]: 'en',
    });

    // Amina changes her language while a pass is reading the accounts: whichever comes first,
    // the directory ends with her new choice.
    const amina$ = await new Browser(h).signInAs(amina);
    const [, res] = await Promise.all([
      directory.load(),
      amina$.send('patch', '/api/user/profile', { language: 'en' }),
    ]);
    expect(res.status).toBe(200);
    expect(await languagesOf(amina.id)).toEqual({ [amina.id]: 'en' });
  });
});
