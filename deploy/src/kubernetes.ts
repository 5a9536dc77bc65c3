import { z } from 'zod';
import {
  DEPLOYABLES,
  dockerTarget,
  envProblems,
  label,
  probePaths,
  type Deployable,
} from './deployables';
import { effectiveStage, parseDockerfile } from './dockerfile';
import { isRecord, parseYaml, requireFile, type DeployFiles } from './files';
import {
  KIND_SCHEMAS,
  kustomizationSchema,
  type ConfigMap,
  type Container,
  type Deployment,
  type HorizontalPodAutoscaler,
  type Ingress,
  type Secret,
  type Service,
} from './k8s-schemas';
import { urlProblems } from './urls';

interface Objects {
  deployments: Deployment[];
  services: Service[];
  configMaps: ConfigMap[];
  secrets: Secret[];
  hpas: HorizontalPodAutoscaler[];
  ingresses: Ingress[];
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Every object of the kustomization's resources, each checked against its kind's strict schema. */
function loadObjects(files: DeployFiles, problems: string[]): Objects {
  const objects: Objects = {
    deployments: [],
    services: [],
    configMaps: [],
    secrets: [],
    hpas: [],
    ingresses: [],
  };
  const [rawKustomization] = parseYaml(
    'kustomization.yaml',
    requireFile(files, 'k8s/kustomization.yaml'),
  );
  const kustomization = kustomizationSchema.safeParse(rawKustomization);
  if (!kustomization.success) {
    problems.push(`k8s/kustomization.yaml: ${issuesOf(kustomization.error)}`);
    return objects;
  }
  const listed = new Set(kustomization.data.resources.map((r) => `k8s/${r}`));
  for (const name of files.keys())
    if (name.startsWith('k8s/') && name !== 'k8s/kustomization.yaml' && !listed.has(name))
      problems.push(`${name} is not listed in kustomization.yaml`);
  const images = new Set<string>();
  for (const resource of listed) {
    const text = files.get(resource);
    if (text === undefined) {
      problems.push(`kustomization.yaml lists ${resource}, which does not exist`);
      continue;
    }
    for (const doc of parseYaml(resource, text)) {
      const kind = isRecord(doc) ? String(doc.kind) : '';
      const schema = KIND_SCHEMAS[kind];
      if (!schema) {
        problems.push(`${resource}: kind ${kind} is not one the checks know`);
        continue;
      }
      const parsed = schema.safeParse(doc);
      if (!parsed.success) {
        problems.push(`${resource}: ${kind}: ${issuesOf(parsed.error)}`);
        continue;
      }
      const key = (
        {
          Deployment: 'deployments',
          Service: 'services',
          ConfigMap: 'configMaps',
          Secret: 'secrets',
          HorizontalPodAutoscaler: 'hpas',
          Ingress: 'ingresses',
        } as const
      )[kind as 'Deployment'];
      if (key) (objects[key] as unknown[]).push(parsed.data);
    }
  }
  for (const d of objects.deployments)
    for (const c of d.spec.template.spec.containers) images.add(c.image.replace(/:[^/]*$/, ''));
  for (const image of kustomization.data.images ?? [])
    if (!images.has(image.name))
      problems.push(`kustomization.yaml: image ${image.name} is no container's image`);
  return objects;
}

/** The deployable an image runs: d742/gateway, d742/<service>, d742/mfe-<remote>. */
function deployableOfImage(image: string): Deployable | undefined {
  const name = /^d742\/([\w-]+)(:|$)/.exec(image)?.[1];
  return DEPLOYABLES.find((d) => label(d) === name);
}

/** The container's environment as Kubernetes gives it: envFrom ConfigMaps, then env entries. */
function containerEnv(
  c: Container,
  objects: Objects,
  where: string,
  problems: string[],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of c.envFrom ?? []) {
    if (from.secretRef) {
      problems.push(`${where}: envFrom secretRef hands every secret to it; name each one in env`);
      continue;
    }
    const map = objects.configMaps.find((m) => m.metadata.name === from.configMapRef?.name);
    if (!map) problems.push(`${where}: ConfigMap ${from.configMapRef?.name} does not exist`);
    else Object.assign(env, map.data);
  }
  for (const entry of c.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef ?? entry.valueFrom?.configMapKeyRef;
    if (!ref) {
      env[entry.name] = entry.value ?? '';
      continue;
    }
    const source = entry.valueFrom?.secretKeyRef
      ? objects.secrets.find((s) => s.metadata.name === ref.name)?.stringData
      : objects.configMaps.find((m) => m.metadata.name === ref.name)?.data;
    const value = source?.[ref.key];
    if (value === undefined && !ref.optional)
      problems.push(
        `${where}: ${entry.name} comes from ${ref.name}/${ref.key}, which does not exist`,
      );
    if (value !== undefined) env[entry.name] = value;
  }
  return env;
}

function portNumber(c: Container, portRef: number | string): number | undefined {
  if (typeof portRef === 'number') return portRef;
  return c.ports?.find((p) => p.name === portRef)?.containerPort;
}

/**
 * Problems of deploy/k8s: strict schemas per kind, then the cross-checks a cluster would only show
 * at run time (selectors, ports, probes, env against the code, references between objects).
 */
export function kubernetesProblems(files: DeployFiles): string[] {
  const problems: string[] = [];
  const objects = loadObjects(files, problems);
  const dockerfile = parseDockerfile(requireFile(files, 'Dockerfile'));

  const servicePorts = new Map<string, number[]>();
  for (const s of objects.services) {
    const where = `Service ${s.metadata.name}`;
    const matches = objects.deployments.filter((d) =>
      Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
    );
    const [match] = matches;
    if (!match || matches.length !== 1) {
      problems.push(`${where}: its selector matches ${matches.length} Deployments, not 1`);
      continue;
    }
    const containers = match.spec.template.spec.containers;
    for (const p of s.spec.ports)
      if (containers.every((c) => portNumber(c, p.targetPort ?? p.port) === undefined))
        problems.push(
          `${where}: targetPort ${p.targetPort ?? p.port} is no port of ${match.metadata.name}`,
        );
    servicePorts.set(
      s.metadata.name,
      s.spec.ports.map((p) => p.port),
    );
  }

  const found = new Set<string>();
  for (const dep of objects.deployments) {
    const name = dep.metadata.name;
    for (const [k, v] of Object.entries(dep.spec.selector.matchLabels))
      if (dep.spec.template.metadata.labels[k] !== v)
        problems.push(`Deployment ${name}: selector ${k}=${v} does not match its pod labels`);
    if (!objects.services.some((s) => s.metadata.name === name))
      problems.push(`Deployment ${name}: no Service of the same name`);
    for (const c of dep.spec.template.spec.containers) {
      const where = `Deployment ${name} container ${c.name}`;
      const d = deployableOfImage(c.image);
      const probes = [
        ['readinessProbe', c.readinessProbe],
        ['livenessProbe', c.livenessProbe],
      ] as const;
      for (const [kind, p] of probes) {
        if (!p) problems.push(`${where}: no ${kind}`);
        const httpPort = p?.httpGet?.port ?? p?.tcpSocket?.port;
        if (httpPort !== undefined && portNumber(c, httpPort) === undefined)
          problems.push(`${where}: ${kind} port ${httpPort} is not a container port`);
      }
      if (!d) continue;
      found.add(label(d));
      const paths = probePaths(d);
      if (c.readinessProbe?.httpGet?.path !== paths.readiness)
        problems.push(`${where}: readinessProbe must GET ${paths.readiness}`);
      if (c.livenessProbe?.httpGet?.path !== paths.liveness)
        problems.push(`${where}: livenessProbe must GET ${paths.liveness}`);
      const env = containerEnv(c, objects, where, problems);
      const ports = (c.ports ?? []).map((p) => p.containerPort);
      if (!ports.includes(Number(env.PORT)))
        problems.push(`${where}: containerPort ${ports.join(', ')} is not its PORT ${env.PORT}`);
      const stage = effectiveStage(dockerfile, dockerTarget(d));
      problems.push(...envProblems(where, d, env, stage?.env));
      problems.push(...urlProblems(where, env, servicePorts));
    }
  }
  for (const d of DEPLOYABLES)
    if (!found.has(label(d))) problems.push(`${label(d)}: no Deployment runs d742/${label(d)}`);

  for (const h of objects.hpas) {
    const target = h.spec.scaleTargetRef;
    if (
      target.kind !== 'Deployment' ||
      target.apiVersion !== 'apps/v1' ||
      !objects.deployments.some((d) => d.metadata.name === target.name)
    )
      problems.push(
        `HorizontalPodAutoscaler ${h.metadata.name}: no Deployment ${target.name} to scale`,
      );
  }
  if (!objects.hpas.some((h) => h.spec.scaleTargetRef.name === 'gateway'))
    problems.push('no HorizontalPodAutoscaler scales the gateway');

  for (const ing of objects.ingresses) {
    // Live sockets (/ws) stay open far longer than ingress-nginx's default 60 s.
    const annotations = ing.metadata.annotations ?? {};
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      if (Number(annotations[`nginx.ingress.kubernetes.io/${key}`] ?? 0) < 3600)
        problems.push(`Ingress ${ing.metadata.name}: ${key} under 3600 s closes live sockets`);
    for (const rule of ing.spec.rules)
      for (const path of rule.http.paths) {
        const { name, port } = path.backend.service;
        const service = objects.services.find((s) => s.metadata.name === name);
        if (
          !service ||
          !service.spec.ports.some((p) => p.name === port.name || p.port === port.number)
        )
          problems.push(
            `Ingress ${ing.metadata.name}: backend ${name}:${port.name ?? port.number} does not exist`,
          );
      }
  }
  return problems;
}
