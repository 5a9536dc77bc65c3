import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** deploy/ (this package), from deploy/src. */
export const DEPLOY_DIR = path.resolve(__dirname, '..');
/** The repository root. */
export const REPO_ROOT = path.resolve(DEPLOY_DIR, '..');

/**
 * The deploy recipes as text, keyed by their path under deploy/ ('Dockerfile', 'docker-compose.yml',
 * 'k8s/gateway.yaml', ...). The checks read only this map, so a test can hand them a broken copy.
 */
export type DeployFiles = Map<string, string>;

export function readDeployFiles(): DeployFiles {
  const files: DeployFiles = new Map();
  for (const name of ['Dockerfile', 'docker-compose.yml', '.env.example', 'nginx.conf'])
    files.set(name, fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8'));
  for (const name of fs.readdirSync(path.join(DEPLOY_DIR, 'k8s')).sort())
    if (/\.ya?ml$/.test(name))
      files.set(`k8s/${name}`, fs.readFileSync(path.join(DEPLOY_DIR, 'k8s', name), 'utf8'));
  return files;
}

/** A copy of `files` with one file's text changed by `edit` (which must change something). */
export function withEdit(
  files: DeployFiles,
  name: string,
  edit: (text: string) => string,
): DeployFiles {
  const before = files.get(name);
  if (before === undefined) throw new Error(`no file ${name}`);
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${name} changed nothing`);
  return new Map(files).set(name, after);
}

export function requireFile(files: DeployFiles, name: string): string {
  const text = files.get(name);
  if (text === undefined) throw new Error(`deploy/${name} is missing`);
  return text;
}

/**
 * Every YAML document of a file, as plain data. Merge keys (`<<: *anchor`) are resolved as Compose
 * resolves them; a syntax error, a duplicate key or an unknown alias throws, naming the file.
 */
export function parseYaml(name: string, text: string): unknown[] {
  const docs = parseAllDocuments(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  if (!Array.isArray(docs)) throw new Error(`${name}: not a YAML stream`);
  return docs
    .map((doc) => {
      const error = doc.errors[0];
      if (error) throw new Error(`${name}: ${error.message}`);
      return doc.toJS({ maxAliasCount: 1000 }) as unknown;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
