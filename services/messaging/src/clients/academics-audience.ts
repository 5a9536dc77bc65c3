import {
  audienceResponseSchema,
  errorBodySchema,
  type AudienceQuery,
  type AudienceResponse,
} from '@d742/contracts';
import {
  AppError,
  createInternalClient,
  ServiceRefusedError,
  ServiceUnreachableError,
  type createLogger,
  type InternalClient,
} from '@d742/service-kit';

const TIMEOUT_MS = 5000;

/** The academics service could not answer (down, timeout, 5xx): nothing is sent. */
export class AudienceUnavailableError extends AppError {
  constructor() {
    super(503, 'Recipients cannot be looked up right now; please try again', {
      defaultCode: 'AUDIENCE_UNAVAILABLE',
    });
  }
}

/**
 * Asks academics (which owns students, parents and who teaches whom) whom a staff message
 * reaches. Its refusals (400, 403, 404) are answered to the sender unchanged.
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

  async resolve(query: AudienceQuery): Promise<AudienceResponse> {
    try {
      return await this.academics.get('/internal/audience', {
        query,
        schema: audienceResponseSchema,
      });
    } catch (err) {
      if (err instanceof ServiceUnreachableError) {
        this.opts.logger.warn({ err }, 'academics unreachable for an audience');
        throw new AudienceUnavailableError();
      }
      if (!(err instanceof ServiceRefusedError)) throw err;
      const refusal = errorBodySchema.safeParse(err.body);
      if (err.status >= 500 || err.status === 401 || !refusal.success) {
        this.opts.logger.warn({ status: err.status }, 'academics refused an audience lookup');
        throw new AudienceUnavailableError();
      }
      throw new AppError(err.status, refusal.data.error, {
        code: refusal.data.code,
        defaultCode: 'BAD_REQUEST',
      });
    }
  }
}
