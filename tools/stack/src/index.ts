export { startStack, type RunningStack, type StackOptions } from './stack';
export { defaultPorts, REPO_ROOT, type StackPorts } from './layout';
export { demoSignIns } from './banner';
export { CHROMIUM_ARGS, chromiumPath } from './chromium';
