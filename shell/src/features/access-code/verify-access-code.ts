import type { AccessCodeFailure } from '@d742/contracts';
import { ApiError, apiRequest, isNetworkError, loadContracts } from '@d742/platform/core';

export type VerifyResult =
  | { ok: true; expiresAt: number }
  | { ok: false; kind: 'invalid'; failure: AccessCodeFailure }
  | { ok: false; kind: 'blocked'; failure: AccessCodeFailure }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'other'; message?: string };

/** POST /api/auth/verify-access-code, with the failure body read (spec: attempts remaining, block). */
export async function verifyAccessCode(accessCode: string): Promise<VerifyResult> {
  try {
    const res = await apiRequest('POST', '/api/auth/verify-access-code', { accessCode });
    const [body, { accessCodeResponseSchema }] = await Promise.all([res.json(), loadContracts()]);
    const { expiresAt } = accessCodeResponseSchema.parse(body);
    return { ok: true, expiresAt };
  } catch (error) {
    if (!(error instanceof ApiError) || isNetworkError(error))
      return { ok: false, kind: 'network' };
    const contracts = await loadContracts().catch(() => null);
    if (!contracts) return { ok: false, kind: 'network' };
    const failure = contracts.accessCodeFailureSchema.safeParse(error.data);
    if (failure.success) {
      return failure.data.code === 'ACCESS_BLOCKED'
        ? { ok: false, kind: 'blocked', failure: failure.data }
        : { ok: false, kind: 'invalid', failure: failure.data };
    }
    return { ok: false, kind: 'other', message: error.serverMessage };
  }
}
