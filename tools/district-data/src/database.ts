import { withDatabase } from '@d742/embedded-db';
import { createModels as academicsModels } from '@d742/academics-service/models';
import { userModel } from '@d742/identity-service/models/user.model';
import { createModels as messagingModels } from '@d742/messaging-service/models';
import { createModels as reportsModels } from '@d742/reports-service/models';
import mongoose, { type Connection, type Model } from 'mongoose';
import { TARGETS, type Rows, type Target } from './rows';

const SERVICES = ['identity', 'academics', 'messaging', 'reports'] as const;
type Service = (typeof SERVICES)[number];

/** The stack's database names are `d742_<service>`; tests use prefixes of their own. */
export const DEFAULT_PREFIX = 'd742_';

export interface DistrictDatabase {
  connections: Record<Service | 'generator', Connection>;
  models: Record<Target, Model<unknown>>;
  /** Creates the collections and their declared indexes. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to each service's database the way the stack names them (`d742_<service>`); the
 * generator's own bookkeeping (a run's progress) lives beside them in `d742_district_data`.
 */
export async function openDistrictDatabase(
  uri: string,
  prefix = DEFAULT_PREFIX,
): Promise<DistrictDatabase> {
  const open = (name: string) =>
    mongoose
      .createConnection(withDatabase(uri, name), { serverSelectionTimeoutMS: 5_000 })
      .asPromise();
  const [identity, academics, messaging, reports, generator] = await Promise.all([
    ...SERVICES.map((s) => open(`${prefix}${s}`)),
    open(`${prefix}district_data`),
  ]);
  const connections = {
    identity: identity!,
    academics: academics!,
    messaging: messaging!,
    reports: reports!,
    generator: generator!,
  };
  // Compiling a model creates its collection and indexes: not before the run is accepted.
  let compiled: Record<Target, Model<unknown>> | undefined;
  const compile = (): Record<Target, Model<unknown>> => {
    if (compiled) return compiled;
    const byService = {
      identity: { User: userModel(connections.identity) },
      academics: academicsModels(connections.academics),
      messaging: messagingModels(connections.messaging),
      reports: reportsModels(connections.reports),
    } as unknown as Record<Service, Record<string, Model<unknown>>>;
    const models = Object.fromEntries(
      TARGETS.map((target) => {
        const [service, name] = target.split('.') as [Service, string];
        const model = byService[service][name];
        if (!model) throw new Error(`no model ${target}`);
        return [target, model];
      }),
    ) as Record<Target, Model<unknown>>;
    compiled = models;
    return models;
  };
  return {
    connections,
    get models() {
      return compile();
    },
    // The services' declared indexes, unique ones included (a second copy of a row is refused).
    prepare: async () => {
      await Promise.all(Object.values(compile()).map((model) => model.init()));
    },
    close: async () => {
      await Promise.all(Object.values(connections).map((c) => c.close()));
    },
  };
}

const DUPLICATE_KEY = 11000;

interface WriteError {
  code?: number;
  err?: { code?: number };
}

interface BulkError {
  writeErrors?: WriteError[] | WriteError;
  insertedDocs?: unknown[];
  result?: { insertedCount?: number };
  validationErrors?: unknown[];
  code?: number;
}

/**
 * insertMany, unordered; rows already there (same _id, from an interrupted run) are skipped,
 * every other failure is thrown. Returns how many were inserted. `validate` casts and validates
 * every row through its model first; without it (`lean`) the rows go to the driver as built, with
 * the schema's defaults applied.
 * That is the same data: `generate.test.ts` writes a whole district both ways and compares every
 * stored document. Casting and validating took 80 % of the generator's CPU and half the run
 * (1,000 students: 22.4 s with it, 12.9 s without).
 */
async function insertBatch(
  model: Model<unknown>,
  batch: Record<string, unknown>[],
  validate: boolean,
): Promise<number> {
  // Lean rows get the schema's defaults (nulls, derived fields such as an update's month) here.
  if (!validate) for (const doc of batch) model.applyDefaults(doc);
  try {
    const result = await model.insertMany(batch, {
      ordered: false,
      throwOnValidationError: true,
      lean: !validate,
    });
    return result.length;
  } catch (error) {
    const bulk = error as BulkError;
    if (bulk.validationErrors?.length) throw error;
    const writeErrors = Array.isArray(bulk.writeErrors)
      ? bulk.writeErrors
      : bulk.writeErrors
        ? [bulk.writeErrors]
        : [];
    const codes =
      writeErrors.length > 0 ? writeErrors.map((e) => e.code ?? e.err?.code) : [bulk.code];
    if (!codes.every((code) => code === DUPLICATE_KEY)) throw error;
    return bulk.result?.insertedCount ?? bulk.insertedDocs?.length ?? 0;
  }
}

/** Rows inserted per target. */
export type Written = Partial<Record<Target, number>>;

/**
 * Writes rows in batches of `batchSize`, up to `concurrency` batches in flight at once, taken
 * from one queue over every target (in TARGETS order), so a target of a few rows does not leave
 * the other lanes idle; the accounts (`identity.User`) only once every other row is written.
 * One batch at a time left the database and the generator each waiting on the other, and so did
 * lanes that waited for each other at the end of every target (measured: 1,000 students took
 * 29 s target by target, see `INSERT_LANES`). The order of the rows within a target does not matter.
 */
export async function writeRows(
  db: DistrictDatabase,
  rows: Rows,
  {
    batchSize,
    concurrency,
    validate,
  }: { batchSize: number; concurrency: number; validate: boolean },
): Promise<Written> {
  const written: Written = {};
  const accountsLast = [
    TARGETS.filter((target) => target !== 'identity.User'),
    ['identity.User' as const],
  ];
  for (const targets of accountsLast) {
    const queue: { target: Target; batch: Record<string, unknown>[] }[] = [];
    for (const target of targets) {
      const docs = rows[target] ?? [];
      for (let i = 0; i < docs.length; i += batchSize) {
        queue.push({ target, batch: docs.slice(i, i + batchSize) });
      }
    }
    let next = 0;
    const lane = async () => {
      while (next < queue.length) {
        const { target, batch } = queue[next++]!;
        const inserted = await insertBatch(db.models[target], batch, validate);
        written[target] = (written[target] ?? 0) + inserted;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  }
  return written;
}

/** Adds `more` into `into`, target by target. */
export function addWritten(into: Written, more: Written): void {
  for (const [target, n] of Object.entries(more) as [Target, number][]) {
    into[target] = (into[target] ?? 0) + n;
  }
}

/**
 * Rows per collection, for the summary: the collections' own counts (`estimatedDocumentCount`,
 * from the collection's metadata on MongoDB), not a counting query that reads every document.
 */
export async function countRows(db: DistrictDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const target of TARGETS) {
    counts[db.models[target].collection.collectionName] = await db.models[target]
      .estimatedDocumentCount()
      .exec();
  }
  return counts;
}

export type Backend = 'mongodb' | 'ferretdb-sqlite' | 'ferretdb-postgresql';

/**
 * Which engine serves the URI: FerretDB says so in buildInfo; its SQLite backend answers
 * explain with SQLite's plan lines (`detail=SCAN …`), its PostgreSQL backend with a plan object.
 */
export async function detectBackend(db: DistrictDatabase): Promise<Backend> {
  const conn = db.connections.generator;
  const info = (await conn.db!.admin().command({ buildInfo: 1 })) as { ferretdbVersion?: string };
  if (!info.ferretdbVersion) return 'mongodb';
  // explain plans nothing for a collection that does not exist: a probe, dropped again.
  const probe = conn.db!.collection('backend_probe');
  await probe.insertOne({ at: new Date() });
  const explain = (await conn.db!.command({
    explain: { find: 'backend_probe', filter: { at: { $exists: true } } },
  })) as { queryPlanner?: { Plan?: unknown } };
  await probe.drop();
  const plan = explain.queryPlanner?.Plan;
  return Array.isArray(plan) && plan.some((line) => /detail=/.test(String(line)))
    ? 'ferretdb-sqlite'
    : 'ferretdb-postgresql';
}
