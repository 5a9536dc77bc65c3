import { studentListSchema, type Language } from '@d742/contracts';
import { signIdentity, type Identity } from '@d742/service-kit';
import type pino from 'pino';

const TIMEOUT_MS = 3000;

export interface ChildSummary {
  firstName: string;
  grade: string;
}

/** Only these roles have children of their own; a teacher's pupils are not their family. */
const OWN_CHILDREN_ROLES: readonly string[] = ['parent', 'student'];

/**
 * The caller's own children (first name, grade level) from academics' public `GET /api/students`,
 * signed as the caller so academics applies its own rules of who sees whom. Academics down or
 * refusing means no children: the assistant goes on without them.
 */
export class AcademicsChildren {
  constructor(
    private readonly opts: {
      academicsUrl: string;
      secret: string;
      logger: pino.Logger;
      timeoutMs?: number;
    },
  ) {}

  async of(identity: Identity, language: Language): Promise<ChildSummary[]> {
    if (!OWN_CHILDREN_ROLES.includes(identity.role)) return [];
    const url = `${this.opts.academicsUrl.replace(/\/+$/, '')}/api/students`;
    try {
      const response = await fetch(url, {
        headers: { ...signIdentity(this.opts.secret, identity), 'accept-language': language },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const students = studentListSchema.parse(await response.json());
      return students.map((s) => ({ firstName: s.firstName, grade: s.grade }));
    } catch (err) {
      this.opts.logger.warn({ err }, 'academics could not list the children; going on without');
      return [];
    }
  }
}
