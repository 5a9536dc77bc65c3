import path from 'node:path';

/** Repository root, from tools/stack/{src,dist}. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export const SERVICE_NAMES = ['identity', 'academics', 'messaging', 'voice', 'reports'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const REMOTE_NAMES = ['academics', 'messaging', 'voice', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface StackPorts {
  gateway: number;
  services: Record<ServiceName, number>;
  remotes: Record<RemoteName, number>;
  /** 0 = any free port */
  database: number;
}

/** Default ports (docs/decisions/001); `offset` moves every one, so a test stack can run beside `npm start`. */
export function defaultPorts(offset = 0): StackPorts {
  return {
    gateway: 8080 + offset,
    services: {
      identity: 4101 + offset,
      academics: 4102 + offset,
      messaging: 4103 + offset,
      voice: 4104 + offset,
      reports: 4105 + offset,
    },
    remotes: {
      academics: 3001 + offset,
      messaging: 3002 + offset,
      voice: 3003 + offset,
      reports: 3004 + offset,
    },
    database: offset === 0 ? 27117 : 0,
  };
}

export const serviceEntry = (name: ServiceName) =>
  path.join(REPO_ROOT, 'services', name, 'dist', 'index.js');
export const gatewayEntry = () => path.join(REPO_ROOT, 'api-gateway', 'dist', 'index.js');
export const staticServerEntry = () =>
  path.join(REPO_ROOT, 'packages', 'static-server', 'dist', 'cli.js');
export const remoteDist = (name: RemoteName) => path.join(REPO_ROOT, `mfe-${name}`, 'dist');
export const shellDist = () => path.join(REPO_ROOT, 'shell', 'dist');
