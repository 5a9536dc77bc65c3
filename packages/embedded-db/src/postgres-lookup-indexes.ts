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
 * key is a top-level field of the document (`_jsonb -> 'field'`), a GIN "lookup index" on that
 * expression is created beside it (named `d742_gin_<oid of the B-tree>`), and dropped with it. An
 * existing cluster is brought up to date once at every start (indexes made before the trigger).
 * Only the first key is mirrored: FerretDB pushes down nothing that a second key could narrow in
 * an index (ranges and sorts run in FerretDB). Dotted (nested) keys are skipped: FerretDB does not
 * push those down.
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
  first_key text;
BEGIN
  SELECT i.indrelid::regclass, pg_get_indexdef(i.indexrelid, 1, false)
    INTO target, first_key
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
   WHERE i.indexrelid = btree_index AND am.amname = 'btree' AND i.indexprs IS NOT NULL;
  -- Only a top-level field: "((_jsonb -> 'field'::text))"; a nested key has one more "->".
  IF target IS NULL OR first_key !~ '^\\(\\(_jsonb -> ''([^'']|'''')*''::text\\)\\)$' THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin (%s)',
                 '${LOOKUP_INDEX_PREFIX}' || btree_index, target, first_key);
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

-- Indexes created before the trigger existed (a cluster from an earlier version).
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
       AND NOT EXISTS (SELECT 1 FROM pg_class g
                        WHERE g.relname = '${LOOKUP_INDEX_PREFIX}' || i.indexrelid)
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
