import path from 'node:path';
import {
  DEFAULT_PORTS,
  REMOTE_NAMES,
  type RemoteName,
  SERVICE_NAMES,
  type ServiceName,
} from '@d742/contracts';

export { REMOTE_NAMES, type RemoteName, SERVICE_NAMES, type ServiceName };

/** Repository root, from tools/stack/{src,dist}. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface StackPorts {
  gateway: number;
  services: Record<ServiceName, number>;
  remotes: Record<RemoteName, number>;
  /** 0 = any free port */
  database: number;
}

const shifted = <Name extends string>(ports: Record<Name, number>, offset: number) =>
  Object.fromEntries(
    Object.entries<number>(ports).map(([name, port]) => [name, port + offset]),
  ) as Record<Name, number>;

/** Default ports (docs/decisions/001); `offset` moves every one, so a test stack can run beside `npm start`. */
export function defaultPorts(offset = 0): StackPorts {
  return {
    gateway: DEFAULT_PORTS.gateway + offset,
    services: shifted(DEFAULT_PORTS.services, offset),
    remotes: shifted(DEFAULT_PORTS.remotes, offset),
    database: offset === 0 ? DEFAULT_PORTS.database : 0,
  };
}

export const serviceEntry = (name: ServiceName) =>
  path.join(REPO_ROOT, 'services', name, 'dist', 'index.js');
export const gatewayEntry = () => path.join(REPO_ROOT, 'api-gateway', 'dist', 'index.js');
export const staticServerEntry = () =>
  path.join(REPO_ROOT, 'packages', 'static-server', 'dist', 'cli.js');
export const remoteDist = (name: RemoteName) => path.join(REPO_ROOT, `mfe-${name}`, 'dist');
export const shellDist = () => path.join(REPO_ROOT, 'shell', 'dist');
