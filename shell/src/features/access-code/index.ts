export { AccessCodeDialog } from './access-code-dialog';
export { useAccessGate, requireAccess, resetAccessGate } from './access-gate-store';
