import { ACCESS_CODE_BLOCK_MS, ACCESS_CODE_MAX_ATTEMPTS } from '@d742/contracts/constants';
import { create } from 'zustand';

/** Access-code gate of spec section 4. Lives in memory: a verified code lasts for this page session. */
export interface AccessGateState {
  granted: boolean;
  failures: number;
  blockedUntil: number | null;
  dialogOpen: boolean;
  openDialog(): void;
  closeDialog(): void;
  grant(): void;
  /** The server no longer honours the grant (403 ACCESS_CODE_REQUIRED). */
  revoke(): void;
  /** Records one failure; returns true when this failure starts a block. */
  recordFailure(attemptsRemaining: number | undefined, now: number): boolean;
  block(until: number): void;
  /** True while blocked; clears an expired block and its counter. */
  isBlocked(now: number): boolean;
}

const initial = { granted: false, failures: 0, blockedUntil: null, dialogOpen: false };

export const useAccessGate = create<AccessGateState>()((set, get) => ({
  ...initial,
  openDialog: () => set({ dialogOpen: true }),
  closeDialog: () => set({ dialogOpen: false }),
  grant: () => set({ granted: true, failures: 0, blockedUntil: null, dialogOpen: false }),
  revoke: () => set({ granted: false }),

  recordFailure(attemptsRemaining, now) {
    // The server's count wins (it also counts other tabs); the local one covers older servers.
    const failures =
      attemptsRemaining === undefined
        ? get().failures + 1
        : ACCESS_CODE_MAX_ATTEMPTS - attemptsRemaining;
    const startsBlock = failures >= ACCESS_CODE_MAX_ATTEMPTS;
    set({ failures, blockedUntil: startsBlock ? now + ACCESS_CODE_BLOCK_MS : get().blockedUntil });
    return startsBlock;
  },

  block: (until) => set({ failures: ACCESS_CODE_MAX_ATTEMPTS, blockedUntil: until }),

  isBlocked(now) {
    const { blockedUntil } = get();
    if (blockedUntil === null) return false;
    if (now < blockedUntil) return true;
    set({ blockedUntil: null, failures: 0 });
    return false;
  },
}));

/** For sign-in actions: true when access is granted; otherwise opens the dialog and returns false. */
export function requireAccess(): boolean {
  const state = useAccessGate.getState();
  if (state.granted) return true;
  state.openDialog();
  return false;
}

export function resetAccessGate(): void {
  useAccessGate.setState(initial);
}
