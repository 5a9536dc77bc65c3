export { startStack, STACK_DATABASE_DIR, type RunningStack, type StackOptions } from './stack';
export {
  defaultPorts,
  REMOTE_NAMES,
  REPO_ROOT,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
  type StackPorts,
} from './layout';
export { demoSignIns } from './banner';
export { CHROMIUM_ARGS, chromiumPath } from './chromium';
export { NO_RATE_LIMITS } from './rate-limits';
