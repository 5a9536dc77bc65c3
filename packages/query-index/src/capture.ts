import type { Mongoose } from 'mongoose';
import type { CapturedQuery } from './coverage';
import { describeShape, filterShape, keyParts, type DeclaredIndex } from './shape';

/** What mongoose hands its debug function as `this`: the collection, its connection and models. */
interface DebuggedCollection {
  name: string;
  modelName?: string;
  conn?: {
    models?: Record<
      string,
      {
        modelName: string;
        collection: { name: string };
        schema: { indexes: () => [Record<string, unknown>, { unique?: boolean } | undefined][] };
      }
    >;
  };
}

type Args = unknown[];
type Read = { filter: unknown; sort?: unknown };

const options = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The filter(s) and sort of one collection call, by the driver method's arguments. */
function reads(operation: string, args: Args): Read[] {
  switch (operation) {
    case 'find':
    case 'findOne':
    case 'countDocuments':
    case 'count':
    case 'deleteOne':
    case 'deleteMany':
    case 'findOneAndDelete':
      return [{ filter: args[0], sort: options(args[1]).sort }];
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne':
    case 'findOneAndUpdate':
    case 'findOneAndReplace':
      return [{ filter: args[0], sort: options(args[2]).sort }];
    case 'distinct':
      return [{ filter: args[1] ?? {} }];
    case 'aggregate': {
      const pipeline = Array.isArray(args[0]) ? (args[0] as Record<string, unknown>[]) : [];
      const [first, second] = pipeline;
      if (first && '$match' in first) {
        return [
          { filter: first.$match, sort: second && '$sort' in second ? second.$sort : undefined },
        ];
      }
      if (first && '$sort' in first) return [{ filter: {}, sort: first.$sort }];
      return [{ filter: {} }];
    }
    case 'bulkWrite': {
      const ops = Array.isArray(args[0]) ? (args[0] as Record<string, { filter?: unknown }>[]) : [];
      return ops.flatMap((op) => {
        const [kind] = Object.keys(op);
        return kind && kind !== 'insertOne' && op[kind]?.filter !== undefined
          ? [{ filter: op[kind].filter }]
          : [];
      });
    }
    default:
      // insertOne/insertMany, createIndex, estimatedDocumentCount…: no filter to serve.
      return [];
  }
}

/** The model owning a collection on that connection, and its declared indexes. */
function declared(collection: DebuggedCollection): { model: string; indexes: DeclaredIndex[] } {
  const models = Object.values(collection.conn?.models ?? {}).filter(
    (m) => m.collection.name === collection.name,
  );
  const indexes = models.flatMap((m) =>
    m.schema
      .indexes()
      // Text, hashed and geo indexes serve no equality-sort-range scan.
      .filter(([keys]) => Object.values(keys).every((v) => v === 1 || v === -1))
      .map(([keys, options]) => ({ keys: keyParts(keys), unique: options?.unique === true })),
  );
  return {
    model: models.map((m) => m.modelName).join('/') || collection.modelName || '(no model)',
    indexes,
  };
}

/** Where captured queries go: once per distinct shape and sender per process. */
export type QuerySink = (query: CapturedQuery) => void;

/** Who sent a query: a place in the source, and whether it is test code arranging or inspecting data. */
export interface QuerySender {
  source?: string;
  byTest: boolean;
}

const TEST_CODE = /(\.test\.tsx?|[\\/]testing[^\\/]*\.ts|[\\/]test[\\/][^:]*)$/;

/** One frame of a call stack: its file and, when known, its function. */
export interface Frame {
  file: string;
  name?: string | null;
}

/**
 * The first frame of the call stack in the project's own source (outside node_modules and this
 * hook): `source` is the file relative to `root` and its function; test files, `testing*.ts`
 * helpers and `test/` folders count as test code.
 */
export function senderFromFrames(frames: readonly Frame[], root: string): QuerySender {
  for (const { file: raw, name } of frames) {
    const file = raw.replace(/^file:\/\//, '');
    const byTest = TEST_CODE.test(file);
    const hook = file.includes('/query-index/src/') && !byTest;
    if (!file.startsWith(`${root}/`) || file.includes('/node_modules/') || hook) continue;
    const where = file.slice(root.length + 1);
    return { source: name ? `${where} (${name})` : where, byTest };
  }
  return { byTest: false };
}

/**
 * The sender of the query being made now. V8's structured call sites are read directly (no
 * formatting, no source maps), so this stays cheap on every query of a test run.
 */
export function currentSender(root: string): QuerySender {
  const { prepareStackTrace, stackTraceLimit } = Error;
  const holder: { stack?: NodeJS.CallSite[] } = {};
  let sites: NodeJS.CallSite[];
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    Error.stackTraceLimit = 60;
    Error.captureStackTrace(holder);
    // The stack is formatted when first read: read it while the structured form is asked for.
    sites = Array.isArray(holder.stack) ? holder.stack : [];
  } finally {
    Error.prepareStackTrace = prepareStackTrace;
    Error.stackTraceLimit = stackTraceLimit;
  }
  const frames = sites.map((site) => ({
    file: site.getFileName() ?? '',
    name: site.getFunctionName(),
  }));
  return senderFromFrames(frames, root);
}

/**
 * Records the filter and sort of every call mongoose makes on any connection of this mongoose
 * instance, through mongoose's own debug hook (`mongoose.set('debug', fn)`), with the indexes the
 * owning model declares. Returns a function that turns the hook off again.
 */
export function captureQueries(
  mongoose: Pick<Mongoose, 'set'>,
  sink: QuerySink,
  sender: () => QuerySender = () => ({ byTest: false }),
): () => void {
  const seen = new Set<string>();
  mongoose.set(
    'debug',
    function (this: DebuggedCollection, name: string, operation: string, ...args: Args) {
      const calls = reads(operation, args);
      if (calls.length === 0) return;
      const from = sender();
      for (const read of calls) {
        const shape = { filter: filterShape(read.filter), sort: keyParts(read.sort) };
        const { model, indexes } = declared(this);
        const key = `${model} ${name} ${operation} ${describeShape(shape)} ${from.source}`;
        if (seen.has(key)) continue;
        seen.add(key);
        sink({ collection: name, operation, model, indexes, ...shape, ...from });
      }
    },
  );
  return () => mongoose.set('debug', false);
}
