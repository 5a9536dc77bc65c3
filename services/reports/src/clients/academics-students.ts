import {
  STUDENT_NOT_FOUND_TEXT,
  progressDataResponseSchema,
  studentVisibilityResponseSchema,
  type Language,
  type ProgressDataResponse,
  type Role,
  type SchoolTerm,
  type StudentVisibilityResponse,
} from '@d742/contracts';
import {
  AppError,
  createInternalClient,
  NotFoundError,
  pickLanguage,
  ServiceRefusedError,
  type createLogger,
  type InternalClient,
} from '@d742/service-kit';

const TIMEOUT_MS = 5000;

/** Academics could not answer (down, timeout, 5xx): nothing is read or written. */
export class AcademicsUnavailableError extends AppError {
  constructor() {
    super(503, 'Student records cannot be checked right now; please try again', {
      defaultCode: 'ACADEMICS_UNAVAILABLE',
    });
  }
}

/** On whose behalf reports asks: the signed-in user the gateway vouched for. */
export interface Viewer {
  userId: string;
  role: Role;
}

/**
 * Asks academics (which owns students, families and who teaches whom, decision 007) about one
 * student, on behalf of the signed-in viewer. A missing student is a 404 to the caller; any
 * other failure to get an answer is a 503, never a guess.
 */
export class AcademicsStudents {
  private readonly academics: InternalClient;

  constructor(
    private readonly opts: {
      academicsUrl: string;
      secret: string;
      logger: ReturnType<typeof createLogger>;
    },
  ) {
    this.academics = createInternalClient({
      baseUrl: opts.academicsUrl,
      secret: opts.secret,
      caller: 'reports',
      timeoutMs: TIMEOUT_MS,
    });
  }

  /** Whether the viewer may see the student, the family card, and a staff viewer's record. */
  async visibility(
    studentId: string,
    viewer: Viewer,
    lang: Language,
  ): Promise<StudentVisibilityResponse> {
    const body = await this.get(`/internal/students/${studentId}/visibility`, { ...viewer }, lang);
    return studentVisibilityResponseSchema.parse(body);
  }

  /** Grades, assignments and attendance of the period; 404 when the viewer may not see the child. */
  async progressData(
    studentId: string,
    viewer: Viewer,
    period: SchoolTerm,
    lang: Language,
  ): Promise<ProgressDataResponse> {
    const body = await this.get(
      `/internal/students/${studentId}/progress-data`,
      {
        ...viewer,
        from: period.start,
        to: period.end,
        lang,
      },
      lang,
    );
    return progressDataResponseSchema.parse(body);
  }

  /** `lang`: the reader's, for the 404 of a child they may not see (or none). */
  private async get(path: string, query: Record<string, string>, lang: Language): Promise<unknown> {
    try {
      return await this.academics.get(path, { query });
    } catch (err) {
      if (err instanceof ServiceRefusedError && err.status === 404)
        throw new NotFoundError(pickLanguage(STUDENT_NOT_FOUND_TEXT, lang));
      // Our own ids and viewers are valid by construction: any other failure is academics' fault.
      this.opts.logger.warn({ err }, 'academics could not answer a student lookup');
      throw new AcademicsUnavailableError();
    }
  }
}
