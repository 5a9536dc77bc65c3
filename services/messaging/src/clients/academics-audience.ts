import {
  audienceResponseSchema,
  errorBodySchema,
  staffClassListSchema,
  studentVisibilityResponseSchema,
  type AudienceQuery,
  type AudienceResponse,
  type Language,
  type StaffClass,
  type StudentViewerQuery,
  type StudentVisibilityResponse,
} from '@d742/contracts';
import {
  AppError,
  createInternalClient,
  ServiceRefusedError,
  ServiceUnreachableError,
  type createLogger,
  type Identity,
  type InternalClient,
} from '@d742/service-kit';
import { callAsCaller } from './as-caller';

const TIMEOUT_MS = 5000;
/** Rosters come with each family's language, which academics asks identity for (3 s at most). */
const CLASSES_TIMEOUT_MS = 8000;

/** The academics service could not answer (down, timeout, 5xx): nothing is sent. */
export class AudienceUnavailableError extends AppError {
  constructor() {
    super(503, 'Recipients cannot be looked up right now; please try again', {
      defaultCode: 'AUDIENCE_UNAVAILABLE',
    });
  }
}

/**
 * Asks academics (which owns students, parents and who teaches whom, decision 007) whom a staff
 * message reaches and who may take part in a conversation about a child. Its refusals (400, 403,
 * 404) of an audience are answered to the sender unchanged.
 */
export class AcademicsAudience {
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
      caller: 'messaging',
      timeoutMs: TIMEOUT_MS,
    });
  }

  /** Academics could not answer at all: 503, and the caller stores nothing. */
  private unavailable(err: unknown, what: string): AudienceUnavailableError {
    this.opts.logger.warn(
      { err, status: err instanceof ServiceRefusedError ? err.status : undefined },
      `academics could not answer ${what}`,
    );
    return new AudienceUnavailableError();
  }

  async resolve(query: AudienceQuery): Promise<AudienceResponse> {
    try {
      return await this.academics.get('/internal/audience', {
        query,
        schema: audienceResponseSchema,
      });
    } catch (err) {
      if (err instanceof ServiceUnreachableError) throw this.unavailable(err, 'an audience');
      if (!(err instanceof ServiceRefusedError)) throw err;
      const refusal = errorBodySchema.safeParse(err.body);
      if (err.status >= 500 || err.status === 401 || !refusal.success)
        throw this.unavailable(err, 'an audience');
      throw new AppError(err.status, refusal.data.error, {
        code: refusal.data.code,
        defaultCode: 'BAD_REQUEST',
      });
    }
  }

  /**
   * One of the sender's classes with its roster, as academics answers `GET /api/staff/classes`
   * to them (a teacher: their own classes; an administrator: every class); null when it is not
   * one of them. Asked as the sender, so academics applies its own rule (decision 014).
   */
  async staffClass(
    sender: Identity,
    classId: string,
    language: Language,
  ): Promise<StaffClass | null> {
    try {
      const classes = await callAsCaller({
        url: `${this.opts.academicsUrl.replace(/\/+$/, '')}/api/staff/classes`,
        secret: this.opts.secret,
        caller: sender,
        language,
        timeoutMs: CLASSES_TIMEOUT_MS,
        schema: staffClassListSchema,
      });
      return classes.find((c) => c.id === classId) ?? null;
    } catch (err) {
      throw this.unavailable(err, 'a class roster');
    }
  }

  /**
   * Whether `viewer` may see the student under academics' one access rule (a parent: their
   * child; a teacher: a child they teach), with the student's family card; null when there is
   * no such student.
   */
  async visibility(
    studentId: string,
    viewer: StudentViewerQuery,
  ): Promise<StudentVisibilityResponse | null> {
    try {
      return await this.academics.get(
        `/internal/students/${encodeURIComponent(studentId)}/visibility`,
        { query: viewer, schema: studentVisibilityResponseSchema },
      );
    } catch (err) {
      if (err instanceof ServiceRefusedError && err.status === 404) return null;
      if (err instanceof ServiceUnreachableError || err instanceof ServiceRefusedError)
        throw this.unavailable(err, 'a student lookup');
      throw err;
    }
  }
}
