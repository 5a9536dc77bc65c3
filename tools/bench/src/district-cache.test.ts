import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { districtKey, findCachedDistrict, keepDistrict, type DistrictMeta } from './district-cache';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-district-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stopped stack's database folder with one file in it. */
function databaseFolder(name: string, content: string): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(path.join(folder, 'postgres'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'postgres', 'PG_VERSION'), content);
  return folder;
}

const meta = (key: string, students = 1000): DistrictMeta => ({
  key,
  backend: 'postgresql',
  students,
  seed: '742',
  generateSeconds: 29.5,
  generatedAt: '2026-11-27T08:00:00.000Z',
  rows: { attendance_records: 180_000 },
});

test('a kept district is found again under its key, with the figures of the run that made it', () => {
  const cache = path.join(dir, 'cache');
  const database = databaseFolder('db', 'first');
  const kept = keepDistrict(database, meta('aaaa'), cache);

  expect(fs.existsSync(database)).toBe(false); // moved, not copied
  const found = findCachedDistrict('aaaa', 'postgresql', 1000, '742', cache);
  expect(found?.database).toBe(kept.database);
  expect(fs.readFileSync(path.join(found!.database, 'postgres', 'PG_VERSION'), 'utf8')).toBe(
    'first',
  );
  expect(found?.meta.generateSeconds).toBe(29.5);
  expect(found?.meta.rows).toEqual({ attendance_records: 180_000 });
  // Another key, size, seed or backend is another district.
  expect(findCachedDistrict('bbbb', 'postgresql', 1000, '742', cache)).toBeUndefined();
  expect(findCachedDistrict('aaaa', 'postgresql', 10000, '742', cache)).toBeUndefined();
  expect(findCachedDistrict('aaaa', 'postgresql', 1000, '743', cache)).toBeUndefined();
  expect(findCachedDistrict('aaaa', 'sqlite', 1000, '742', cache)).toBeUndefined();
});

test('a district generated under a new key replaces the old one of the same size, and only it', () => {
  const cache = path.join(dir, 'cache');
  keepDistrict(databaseFolder('old', 'old'), meta('aaaa'), cache);
  keepDistrict(databaseFolder('district', 'district'), meta('aaaa', 10000), cache);
  keepDistrict(databaseFolder('new', 'new'), meta('cccc'), cache);

  expect(findCachedDistrict('aaaa', 'postgresql', 1000, '742', cache)).toBeUndefined();
  const now = findCachedDistrict('cccc', 'postgresql', 1000, '742', cache);
  expect(fs.readFileSync(path.join(now!.database, 'postgres', 'PG_VERSION'), 'utf8')).toBe('new');
  expect(findCachedDistrict('aaaa', 'postgresql', 10000, '742', cache)).toBeDefined();
  expect(fs.readdirSync(cache).sort()).toEqual([
    'postgresql-1000-seed742-cccc',
    'postgresql-10000-seed742-aaaa',
  ]);
});

test('an entry without its database or meta is not a district', () => {
  const cache = path.join(dir, 'cache');
  const kept = keepDistrict(databaseFolder('db', 'x'), meta('aaaa'), cache);
  fs.rmSync(kept.database, { recursive: true });
  expect(findCachedDistrict('aaaa', 'postgresql', 1000, '742', cache)).toBeUndefined();
});

test('the key changes with the code that shapes the data, its packages, the size and the seed', async () => {
  const model = path.join(dir, 'grade-entry.model.js');
  fs.writeFileSync(model, "schema({ score: Number, index: ['studentId'] })");
  const packages = ['mongoose@9.12.1', 'mongodb@7.0.0'];
  const key = () => districtKey('postgresql', 1000, '742', [model], packages);

  const first = await key();
  expect(await key()).toBe(first);
  fs.writeFileSync(model, "schema({ score: Number, index: ['studentId', 'date'] })");
  const changedModel = await key();
  expect(changedModel).not.toBe(first);
  expect(await districtKey('postgresql', 1000, '742', [model], ['mongoose@9.13.0'])).not.toBe(
    changedModel,
  );
  expect(await districtKey('postgresql', 10000, '742', [model], packages)).not.toBe(changedModel);
  expect(await districtKey('postgresql', 1000, '743', [model], packages)).not.toBe(changedModel);
  expect(await districtKey('sqlite', 1000, '742', [model], packages)).not.toBe(changedModel);
});
