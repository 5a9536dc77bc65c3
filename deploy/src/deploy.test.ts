import { composeProblems } from './compose';
import { DEPLOYABLES, label, unservedProbePaths } from './deployables';
import { dockerfileProblems } from './dockerfile';
import { readDeployFiles, requireFile, withEdit, type DeployFiles } from './files';
import { kubernetesProblems } from './kubernetes';

// Offline checks of deploy/: no docker, no cluster, nothing downloaded. Each recipe passes as
// committed, and a broken copy of it fails with a message naming what is wrong.
const files = readDeployFiles();
const dockerfile = (f: DeployFiles) => dockerfileProblems(requireFile(f, 'Dockerfile'));

describe('the servers', () => {
  it('answer the probe paths the recipes use (/ready and /health; a remote its mf-manifest.json)', () => {
    const unserved = DEPLOYABLES.flatMap((d) =>
      unservedProbePaths(d).map((p) => `${label(d)} ${p}`),
    );
    expect(unserved).toEqual([]);
  });
});

describe('deploy/Dockerfile', () => {
  it('has a Node 24, non-root, production target with a health check for every deployable', () => {
    expect(dockerfile(files)).toEqual([]);
  });

  it('fails when a target is misnamed, runs as root, or checks the wrong path', () => {
    expect(
      dockerfile(withEdit(files, 'Dockerfile', (t) => t.replace('AS messaging', 'AS mesaging'))),
    ).toEqual(expect.arrayContaining(['target messaging (messaging): no such stage']));
    expect(
      dockerfile(withEdit(files, 'Dockerfile', (t) => t.replace(/^USER node$/gm, ''))),
    ).toEqual(expect.arrayContaining(['target gateway (gateway): runs as root (no USER)']));
    expect(
      dockerfile(withEdit(files, 'Dockerfile', (t) => t.replace("+'/health')", "+'/healthz')"))),
    ).toEqual(
      expect.arrayContaining([
        'target identity (identity): HEALTHCHECK does not ask /health on its PORT',
      ]),
    );
    expect(
      dockerfile(
        withEdit(files, 'Dockerfile', (t) =>
          t.replace('node:24-bookworm-slim', 'node:20-bookworm-slim'),
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'stage build: starts from node:20-bookworm-slim, not a node:24 image',
      ]),
    );
    expect(
      dockerfile(withEdit(files, 'Dockerfile', (t) => t.replace('EXPOSE 4104', 'EXPOSE 4105'))),
    ).toEqual(['target voice (voice): EXPOSE 4105 is not its PORT 4104']);
  });
});

describe('deploy/docker-compose.yml', () => {
  it('is valid under the Compose Specification and matches the code it runs', () => {
    expect(composeProblems(files)).toEqual([]);
  });

  it('fails on a misspelt key (the Compose schema)', () => {
    const broken = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('  redis:\n    image', '  redis:\n    imgae'),
    );
    expect(composeProblems(broken)).toEqual(
      expect.arrayContaining([
        'schema: /services/redis must NOT have additional properties (imgae)',
      ]),
    );
  });

  it('fails on a target the Dockerfile lacks, or a remote that does not exist', () => {
    const target = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('target: reports', 'target: report'),
    );
    expect(composeProblems(target)).toEqual(
      expect.arrayContaining(['service reports: Dockerfile has no target report']),
    );
    const remote = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('REMOTE: voice', 'REMOTE: vioce'),
    );
    expect(composeProblems(remote)).toEqual(
      expect.arrayContaining(['service remote-voice: target remote vioce is no deployable']),
    );
  });

  it('fails on a variable the code never reads, or a missing required one', () => {
    const unknown = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace(
        '      IDENTITY_URL: http://identity:4101\n    depends_on',
        '      IDENTITY_ULR: http://identity:4101\n    depends_on',
      ),
    );
    expect(composeProblems(unknown)).toEqual(
      expect.arrayContaining(['service academics: sets IDENTITY_ULR, which academics never reads']),
    );
    const missing = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('      MONGODB_URI: mongodb://mongo:27017/d742_voice?replicaSet=rs0\n', ''),
    );
    expect(composeProblems(missing).join('\n')).toMatch(
      /service voice: voice would not start: Invalid environment configuration:\n\s+MONGODB_URI/,
    );
  });

  it('fails on a URL to the wrong port, a healthcheck off /ready, or an undefined ${VAR}', () => {
    const port = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('SERVICE_URL_VOICE: http://voice:4104', 'SERVICE_URL_VOICE: http://voice:4105'),
    );
    expect(composeProblems(port)).toEqual(
      expect.arrayContaining([
        'service gateway-1: SERVICE_URL_VOICE asks voice on port 4105; it answers on 4104',
      ]),
    );
    const probe = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace("+'/ready')", "+'/health')"),
    );
    expect(composeProblems(probe)).toEqual(
      expect.arrayContaining(['service identity: healthcheck does not ask /ready']),
    );
    const variable = withEdit(files, 'docker-compose.yml', (t) =>
      t.replace('${LOG_LEVEL:-info}', '${LOGLEVEL:-info}'),
    );
    expect(composeProblems(variable)).toEqual(
      expect.arrayContaining(['${LOGLEVEL} is used but .env.example does not define it']),
    );
  });

  it('fails when nginx balances onto a gateway that is not there', () => {
    const broken = withEdit(files, 'nginx.conf', (t) =>
      t.replace('server gateway-2:8080', 'server gateway-3:8080'),
    );
    expect(composeProblems(broken)).toEqual([
      'nginx.conf: upstream gateway-3:8080 is not a compose service on that port',
    ]);
  });
});

describe('deploy/k8s', () => {
  it('is valid for every kind it uses and consistent with the code', () => {
    expect(kubernetesProblems(files)).toEqual([]);
  });

  it('fails on a misspelt field (strict schemas)', () => {
    const broken = withEdit(files, 'k8s/messaging.yaml', (t) =>
      t.replace('readinessProbe:', 'readinesProbe:'),
    );
    expect(kubernetesProblems(broken).join('\n')).toMatch(
      /k8s\/messaging.yaml: Deployment: .*Unrecognized key: "readinesProbe"/,
    );
  });

  it('fails when a Service selects no Deployment, or a probe or port is wrong', () => {
    const selector = withEdit(files, 'k8s/reports.yaml', (t) =>
      t.replace(
        /(kind: Service[\s\S]*?selector:\n\s+app.kubernetes.io\/name: )reports/,
        '$1report',
      ),
    );
    expect(kubernetesProblems(selector)).toEqual(
      expect.arrayContaining(['Service reports: its selector matches 0 Deployments, not 1']),
    );
    const probe = withEdit(files, 'k8s/gateway.yaml', (t) =>
      t.replace('path: /ready', 'path: /healthz'),
    );
    expect(kubernetesProblems(probe)).toEqual(
      expect.arrayContaining([
        'Deployment gateway container gateway: readinessProbe must GET /ready',
      ]),
    );
    const port = withEdit(files, 'k8s/identity.yaml', (t) =>
      t.replace('containerPort: 4101', 'containerPort: 4100'),
    );
    expect(kubernetesProblems(port)).toEqual(
      expect.arrayContaining([
        'Deployment identity container identity: containerPort 4100 is not its PORT 4101',
      ]),
    );
  });

  it('fails on an env var the code never reads, or a required one left out', () => {
    const unknown = withEdit(files, 'k8s/delivery.yaml', (t) =>
      t.replace('DISTRICT_TIME_ZONE:', 'DISTRICT_TIMEZONE:'),
    );
    expect(kubernetesProblems(unknown)).toEqual(
      expect.arrayContaining([
        'Deployment delivery container delivery: sets DISTRICT_TIMEZONE, which delivery never reads',
      ]),
    );
    const missing = withEdit(files, 'k8s/secret.yaml', (t) =>
      t.replace(/^\s+ACCESS_CODE: .*\n/m, ''),
    );
    expect(kubernetesProblems(missing)).toEqual(
      expect.arrayContaining([
        'Deployment identity container identity: ACCESS_CODE comes from d742-secrets/ACCESS_CODE, which does not exist',
      ]),
    );
    expect(kubernetesProblems(missing).join('\n')).toMatch(
      /identity would not start: .*\n\s+ACCESS_CODE: is required/,
    );
  });

  it('fails when the autoscaler or the ingress points at nothing, or a file is left out', () => {
    const hpa = withEdit(files, 'k8s/gateway.yaml', (t) =>
      t.replace(/(kind: Deployment\n\s+name: )gateway/, '$1gatway'),
    );
    expect(kubernetesProblems(hpa)).toEqual(
      expect.arrayContaining(['HorizontalPodAutoscaler gateway: no Deployment gatway to scale']),
    );
    const ingress = withEdit(files, 'k8s/ingress.yaml', (t) =>
      t.replace('name: gateway\n                port', 'name: gateways\n                port'),
    );
    expect(kubernetesProblems(ingress)).toEqual([
      'Ingress gateway: backend gateways:http does not exist',
    ]);
    const unlisted = withEdit(files, 'k8s/kustomization.yaml', (t) =>
      t.replace('  - voice.yaml\n', ''),
    );
    expect(kubernetesProblems(unlisted)).toEqual(
      expect.arrayContaining([
        'k8s/voice.yaml is not listed in kustomization.yaml',
        'voice: no Deployment runs d742/voice',
      ]),
    );
  });
});
