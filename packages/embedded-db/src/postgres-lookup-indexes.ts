import path from 'node:path';
import { isExecutable } from './find-binary';
import { lastLines, runCommand } from './run-command';
import type { Log } from './types';

/**
 * FerretDB 1.24 on PostgreSQL pushes a top-level equality filter down as
 * `_jsonb -> 'field' @> '<value>'`, but builds a declared MongoDB index as a B-tree on
 * `(_jsonb -> 'field')`. A B-tree cannot serve `@>`, so every pushed-down lookup read the whole
 * table (measured: one child's grades among 270,000 rows, seconds under load). A GIN index on the
 * same expression serves `@>` (0.03 ms for 50 rows of 250,000 instead of 30 ms).
 *
 * So the cluster's database gets an event trigger: whenever a B-tree index is created whose first
 * key is a top-level field of the document (`_jsonb -> 'field'`), a GIN "lookup index" is created
 * beside it (named `d742_gin_<oid of the B-tree>`), and dropped with it. It covers the B-tree's
 * leading keys up to the first descending one, `_id` or nested key: FerretDB pushes each top-level
 * equality of a filter down as its own `@>`, and a GIN over several keys intersects them in the
 * index (decision 047: a family's updates of one month, `{familyIds, month}`, were 210 rows
 * fetched and 180 of them thrown away, 6.4 ms; over both keys 30 rows, 1.1 ms). Ascending keys
 * after the equalities (dates a read ranges over) are in it too: an extra key costs its entries,
 * and PostgreSQL uses the index for any subset of its keys. A descending key is a sort key
 * (newest first) and ends it. An existing cluster is brought up to date at every start: missing
 * lookup indexes are created, and one whose keys differ from its B-tree's (an earlier version's)
 * is made again.
 *
 * `plan_cache_mode = force_custom_plan` (set on the server) keeps PostgreSQL planning each
 * prepared statement with its values: FerretDB passes the field name as a parameter, and only a
 * plan that knows it can match the index expression.
 */
export const LOOKUP_INDEX_PREFIX = 'd742_gin_';

export const LOOKUP_INDEX_SQL = `
SET client_min_messages = warning;

CREATE OR REPLACE FUNCTION d742_add_lookup_index(btree_index oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  target regclass;
  target_schema name;
  key_count int;
  key_no int;
  key_def text;
  lookup_keys text[] := '{}';
  lookup_name text := '${LOOKUP_INDEX_PREFIX}' || btree_index;
  existing_keys int;
BEGIN
  SELECT i.indrelid::regclass, n.nspname, i.indnkeyatts
    INTO target, target_schema, key_count
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = c.relam
   WHERE i.indexrelid = btree_index AND am.amname = 'btree' AND i.indexprs IS NOT NULL;
  IF target IS NULL THEN
    RETURN;
  END IF;
  FOR key_no IN 1..key_count LOOP
    key_def := pg_get_indexdef(btree_index, key_no, false);
    -- Only a top-level field: "((_jsonb -> 'field'::text))"; a nested key has one more "->".
    EXIT WHEN key_def !~ '^\\(\\(_jsonb -> ''([^'']|'''')*''::text\\)\\)$';
    -- _id after the first key only breaks the ties of a sort; a descending key is a sort key.
    EXIT WHEN key_no > 1 AND key_def = '((_jsonb -> ''_id''::text))';
    EXIT WHEN pg_index_column_has_property(btree_index, key_no, 'desc');
    lookup_keys := lookup_keys || key_def;
  END LOOP;
  IF cardinality(lookup_keys) = 0 THEN
    RETURN;
  END IF;
  -- One an earlier version made over other keys is made again.
  SELECT g.indnkeyatts INTO existing_keys
    FROM pg_class gc
    JOIN pg_namespace gn ON gn.oid = gc.relnamespace
    JOIN pg_index g ON g.indexrelid = gc.oid
   WHERE gc.relname = lookup_name AND gn.nspname = target_schema;
  IF existing_keys = cardinality(lookup_keys) THEN
    RETURN;
  END IF;
  EXECUTE format('DROP INDEX IF EXISTS %I.%I', target_schema, lookup_name);
  EXECUTE format('CREATE INDEX %I ON %s USING gin (%s)',
                 lookup_name, target, array_to_string(lookup_keys, ', '));
END
$fn$;

CREATE OR REPLACE FUNCTION d742_on_create_index() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN
    SELECT objid FROM pg_event_trigger_ddl_commands()
     WHERE command_tag = 'CREATE INDEX' AND object_type = 'index'
  LOOP
    PERFORM d742_add_lookup_index(created.objid);
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION d742_on_drop_index() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  dropped record;
BEGIN
  FOR dropped IN
    SELECT objid, schema_name FROM pg_event_trigger_dropped_objects()
     WHERE object_type = 'index'
  LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I.%I', dropped.schema_name,
                   '${LOOKUP_INDEX_PREFIX}' || dropped.objid);
  END LOOP;
END
$fn$;

DROP EVENT TRIGGER IF EXISTS d742_lookup_index_create;
CREATE EVENT TRIGGER d742_lookup_index_create ON ddl_command_end
  WHEN TAG IN ('CREATE INDEX') EXECUTE FUNCTION d742_on_create_index();
DROP EVENT TRIGGER IF EXISTS d742_lookup_index_drop;
CREATE EVENT TRIGGER d742_lookup_index_drop ON sql_drop
  WHEN TAG IN ('DROP INDEX') EXECUTE FUNCTION d742_on_drop_index();

-- Indexes created before the trigger existed (a cluster from an earlier version), and lookup
-- indexes an earlier version made over other keys.
DO $do$
DECLARE
  existing record;
BEGIN
  FOR existing IN
    SELECT i.indexrelid
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_am am ON am.oid = c.relam
     WHERE am.amname = 'btree' AND i.indexprs IS NOT NULL
  LOOP
    PERFORM d742_add_lookup_index(existing.indexrelid);
  END LOOP;
END
$do$;
`;

/**
 * Installs (idempotently) the lookup-index trigger in the `postgres` database FerretDB uses, and
 * creates the lookup indexes an existing cluster lacks. Runs psql from the server's folder as the
 * cluster's superuser over 127.0.0.1 (the password in the environment, not on the command line).
 */
export async function installLookupIndexes(opts: {
  binDir: string;
  port: number;
  role: string;
  password: string;
  user: { uid: number; gid: number } | undefined;
  log: Log;
}): Promise<void> {
  const psql = path.join(opts.binDir, 'psql');
  if (!isExecutable(psql)) {
    // Still far better than SQLite: the same reads, scanning tables instead of using indexes.
    opts.log(
      `Note: psql is missing from ${opts.binDir}, so PostgreSQL gets no lookup indexes and every ` +
        'read scans its table (fine for the demo; install postgresql-client for real data).',
    );
    return;
  }
  await runPsql(opts, LOOKUP_INDEX_SQL, 'Installing PostgreSQL lookup indexes');
}

export interface PsqlTarget {
  binDir: string;
  port: number;
  role: string;
  password: string;
  user?: { uid: number; gid: number } | undefined;
}

/**
 * Runs `sql` with psql from the server's folder as the cluster's superuser over 127.0.0.1 (the
 * password in the environment, not on the command line); throws `<what> failed` with its output.
 */
export async function runPsql(target: PsqlTarget, sql: string, what: string): Promise<void> {
  const result = await runCommand(
    path.join(target.binDir, 'psql'),
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--host=127.0.0.1',
      `--port=${target.port}`,
      `--username=${target.role}`,
      '--dbname=postgres',
      `--command=${sql}`,
    ],
    {
      timeoutMs: 120_000,
      user: target.user,
      cwd: '/',
      env: { ...process.env, LC_ALL: 'C', LANG: 'C', PGPASSWORD: target.password },
    },
  );
  if (result.code !== 0) {
    throw new Error(`${what} failed:\n${lastLines(result.stderr || result.stdout)}`);
  }
}
