import {
  DEPLOYABLES,
  dockerTarget,
  entryPoint,
  envNamesRead,
  label,
  probePaths,
  sourceExists,
} from './deployables';

/** One `FROM ... AS name` stage, with what the checks need of its instructions. */
export interface Stage {
  name: string;
  /** The image or earlier stage it starts from, build arguments substituted. */
  from: string;
  args: Set<string>;
  env: Record<string, string>;
  expose: number[];
  user?: string;
  healthcheck?: string;
  cmd?: string[];
  runs: string[];
  copyFrom: string[];
}

export interface Dockerfile {
  stages: Stage[];
  /** ARGs before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
}

/** Instructions with their line continuations joined and comments dropped. */
function instructions(text: string): { op: string; rest: string }[] {
  const out: { op: string; rest: string }[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (!line && !current)) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    const match = /^(\w+)\s+([\s\S]*)$/.exec(current.trim());
    if (match) out.push({ op: String(match[1]).toUpperCase(), rest: String(match[2]).trim() });
    current = '';
  }
  return out;
}

const substitute = (value: string, args: Record<string, string>) =>
  value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a?: string, b?: string) => args[a ?? b ?? ''] ?? '');

export function parseDockerfile(text: string): Dockerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const { op, rest } of instructions(text)) {
    const stage = stages.at(-1);
    if (op === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!m) throw new Error(`Dockerfile: cannot read FROM ${rest}`);
      stages.push({
        name: m[2] ?? `#${stages.length}`,
        from: substitute(String(m[1]), globalArgs),
        args: new Set(),
        env: {},
        expose: [],
        runs: [],
        copyFrom: [],
      });
    } else if (op === 'ARG') {
      const [name = '', value = ''] = rest.split('=');
      if (stage) stage.args.add(name);
      else globalArgs[name] = value;
    } else if (!stage) {
      throw new Error(`Dockerfile: ${op} before the first FROM`);
    } else if (op === 'ENV') {
      for (const pair of rest.split(/\s+/)) {
        const [key = '', ...value] = pair.split('=');
        stage.env[key] = value.join('=');
      }
    } else if (op === 'EXPOSE') {
      stage.expose.push(...rest.split(/\s+/).map((p) => Number(p.split('/')[0])));
    } else if (op === 'USER') {
      stage.user = rest;
    } else if (op === 'HEALTHCHECK') {
      stage.healthcheck = rest;
    } else if (op === 'CMD') {
      stage.cmd = JSON.parse(rest) as string[];
    } else if (op === 'RUN') {
      stage.runs.push(rest);
    } else if (op === 'COPY') {
      const from = /--from=(\S+)/.exec(rest);
      if (from) stage.copyFrom.push(String(from[1]));
    }
  }
  return { stages, globalArgs };
}

/** A stage with what it inherits from the stages it is built FROM (env, user, ports, healthcheck). */
export function effectiveStage(file: Dockerfile, name: string): Stage | undefined {
  const stage = file.stages.find((s) => s.name === name);
  if (!stage) return undefined;
  const parent = effectiveStage(file, stage.from);
  if (!parent) return stage;
  return {
    ...stage,
    env: { ...parent.env, ...stage.env },
    expose: stage.expose.length ? stage.expose : parent.expose,
    user: stage.user ?? parent.user,
    healthcheck: stage.healthcheck ?? parent.healthcheck,
    cmd: stage.cmd ?? parent.cmd,
    args: new Set([...parent.args, ...stage.args]),
  };
}

/**
 * Problems of deploy/Dockerfile: every deployable has its target; each runs its built entry point
 * as a non-root user in production mode, listens on every interface on the port it exposes, and
 * has a HEALTHCHECK on what that server answers; images start from Node 24.
 */
export function dockerfileProblems(text: string): string[] {
  const problems: string[] = [];
  const file = parseDockerfile(text);
  const names = new Set(file.stages.map((s) => s.name));
  for (const stage of file.stages) {
    if (!names.has(stage.from) && !/^node:24[-.]/.test(stage.from))
      problems.push(`stage ${stage.name}: starts from ${stage.from}, not a node:24 image`);
    for (const from of stage.copyFrom)
      if (!names.has(from))
        problems.push(`stage ${stage.name}: COPY --from=${from}: no such stage`);
  }
  const runs = file.stages.flatMap((s) => s.runs).join('\n');
  if (!/npm ci\b/.test(runs)) problems.push('no stage installs the workspace with npm ci');
  if (!/turbo run build\b/.test(runs))
    problems.push('no stage builds the workspace (turbo run build)');
  if (!/npm prune --omit=dev\b/.test(runs))
    problems.push('no stage drops the dev dependencies (npm prune --omit=dev)');

  for (const d of DEPLOYABLES) {
    const target = dockerTarget(d);
    const stage = effectiveStage(file, target);
    const where = `target ${target} (${label(d)})`;
    if (!stage) {
      problems.push(`${where}: no such stage`);
      continue;
    }
    if (!stage.user || /^(root|0)(:|$)/.test(stage.user))
      problems.push(`${where}: runs as root (no USER)`);
    const read = envNamesRead(d);
    for (const key of Object.keys(stage.env))
      if (!read.has(key)) problems.push(`${where}: ENV ${key}, which ${label(d)} never reads`);
    if (stage.env.NODE_ENV !== 'production') problems.push(`${where}: NODE_ENV is not production`);
    if (stage.env.HOST !== '0.0.0.0') problems.push(`${where}: HOST is not 0.0.0.0`);
    const port = Number(stage.env.PORT);
    if (!stage.expose.includes(port))
      problems.push(`${where}: EXPOSE ${stage.expose.join(' ')} is not its PORT ${stage.env.PORT}`);
    const liveness = probePaths(d).liveness;
    if (!stage.healthcheck?.includes(`'${liveness}'`) || !stage.healthcheck.includes('PORT'))
      problems.push(`${where}: HEALTHCHECK does not ask ${liveness} on its PORT`);
    const entry = entryPoint(d);
    if (!stage.cmd?.includes(entry.dist)) problems.push(`${where}: CMD does not run ${entry.dist}`);
    if (!sourceExists(entry.source)) problems.push(`${where}: ${entry.source} does not exist`);
    if (d.kind === 'remote' && !stage.args.has('REMOTE'))
      problems.push(`${where}: no ARG REMOTE to choose the remote`);
  }
  return problems;
}
