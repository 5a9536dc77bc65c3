import {
  assignmentListSchema,
  attendanceRecordListSchema,
  gradeEntryListSchema,
  messageListSchema,
  studentListSchema,
  type DataExport,
  type Language,
} from '@d742/contracts';
import {
  ServiceAnswerInvalidError,
  ServiceRefusedError,
  ServiceUnreachableError,
  signIdentity,
  type Identity,
} from '@d742/service-kit';
import type { z } from 'zod';

const TIMEOUT_MS = 5000;

export interface FamilyDataOptions {
  academicsUrl: string;
  messagingUrl: string;
  secret: string;
  timeoutMs?: number;
}

export type FamilyData = Pick<DataExport, 'children' | 'messages'>;

export interface FamilyDataSource {
  /**
   * The person's children (with grades, assignments, attendance) and messages, read through the
   * other services' public routes signed as that person, so each service applies its own rules
   * of who sees what. Throws one of service-kit's internal-call errors when a service fails.
   */
  collect(identity: Identity, language: Language): Promise<FamilyData>;
}

/** Only these roles have children of their own; a teacher's or an administrator's pupils are not theirs. */
const OWN_CHILDREN_ROLES: readonly string[] = ['parent', 'student'];

export function createFamilyDataSource(opts: FamilyDataOptions): FamilyDataSource {
  async function get<S extends z.ZodType>(
    base: string,
    path: string,
    schema: S,
    identity: Identity,
    language: Language,
  ): Promise<z.output<S>> {
    const url = `${base.replace(/\/+$/, '')}${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { ...signIdentity(opts.secret, identity), 'accept-language': language },
        signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      throw new ServiceUnreachableError(url, { cause });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      if (status >= 200 && status < 300)
        throw new ServiceAnswerInvalidError(url, status, { cause });
      json = text;
    }
    if (status < 200 || status > 299) throw new ServiceRefusedError(url, status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ServiceAnswerInvalidError(url, status, { cause: parsed.error });
    return parsed.data as z.output<S>;
  }

  return {
    async collect(identity, language) {
      const academics = <S extends z.ZodType>(path: string, schema: S) =>
        get(opts.academicsUrl, path, schema, identity, language);
      const [messages, students] = await Promise.all([
        get(opts.messagingUrl, '/api/messages', messageListSchema, identity, language),
        OWN_CHILDREN_ROLES.includes(identity.role)
          ? academics('/api/students', studentListSchema)
          : Promise.resolve([]),
      ]);
      const children = await Promise.all(
        students.map(async (student) => {
          const id = encodeURIComponent(student.id);
          const [grades, assignments, attendance] = await Promise.all([
            academics(`/api/students/${id}/grades`, gradeEntryListSchema),
            academics(`/api/students/${id}/assignments`, assignmentListSchema),
            academics(`/api/students/${id}/attendance`, attendanceRecordListSchema),
          ]);
          return { student, grades, assignments, attendance };
        }),
      );
      return { children, messages };
    },
  };
}
