import { spawnSync } from 'node:child_process';

/** File descriptors this process may open (Node raises its soft limit to the hard one at start; children inherit it). */
export function openFileLimit(): number {
  const out = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (out === 'unlimited') return Number.POSITIVE_INFINITY;
  const n = Number(out);
  return Number.isFinite(n) && n > 0 ? n : Number.POSITIVE_INFINITY;
}

export interface SocketPlan {
  accounts: number;
  socketsPerAccount: number;
  total: number;
  /** Set when the limit forced fewer sockets than asked for. */
  warning?: string;
}

/** Descriptors kept free for the stack's pipes, HTTP connections and the database client. */
const HEADROOM = 256;

/** As many of the wanted sockets as both this process and the gateway (same limit) can hold. */
export function planSockets(
  accounts: number,
  socketsPerAccount: number,
  limit: number,
): SocketPlan {
  const wanted = accounts * socketsPerAccount;
  if (wanted + HEADROOM <= limit) return { accounts, socketsPerAccount, total: wanted };
  const fit = Math.max(1, Math.floor((limit - HEADROOM) / socketsPerAccount));
  const total = fit * socketsPerAccount;
  return {
    accounts: fit,
    socketsPerAccount,
    total,
    warning:
      `The open-file limit is ${limit} (ulimit -n); ${wanted} sockets need about ${wanted + HEADROOM}. ` +
      `Running with ${total} sockets instead. Raise it with "ulimit -n 4096" for the full run.`,
  };
}
