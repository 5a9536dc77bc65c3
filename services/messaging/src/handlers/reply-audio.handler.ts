import { AppError, NotFoundError } from '@d742/service-kit';
import type { ByteRange } from '../audio/audio-store';
import type { HandlerDeps, MessagingContext } from './context';
import { threadOfParam } from './thread-access';

/** Unsatisfiable Range: 416 with the size, as RFC 9110 asks. */
class RangeNotSatisfiableError extends AppError {
  constructor() {
    super(416, 'The requested range is outside the recording', {
      defaultCode: 'RANGE_NOT_SATISFIABLE',
    });
  }
}

/**
 * The byte range a Range header asks for: null to answer the whole recording (no header, a
 * malformed one or several ranges, which RFC 9110 lets a server ignore), 'unsatisfiable' when
 * it starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /api/messages/:id/replies/:replyId/audio: a voice reply's recording for the thread's family
 * and staff (anyone else: 404, as for a missing one), with Range support (206, 416).
 */
export function replyAudioHandler(deps: Pick<HandlerDeps, 'threads' | 'audio'>) {
  return async (ctx: MessagingContext) => {
    const view = await threadOfParam(deps, ctx);
    const reply = await deps.threads.findReply(view.thread._id, ctx.params.replyId ?? '');
    const stored = reply?.audio ? await deps.audio.stat(reply.audio.fileId) : null;
    if (!reply?.audio || !stored) throw new NotFoundError('Recording not found');
    const size = stored.bytes;
    ctx.set('Accept-Ranges', 'bytes');
    const range = requestedRange(ctx.get('range') || undefined, size);
    if (range === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${size}`);
      throw new RangeNotSatisfiableError();
    }
    // A recording never changes; it stays in the reader's own cache only.
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.type = stored.contentType;
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      ctx.length = range.end - range.start + 1;
    } else {
      ctx.status = 200;
      ctx.length = size;
    }
    ctx.body = deps.audio.open(reply.audio.fileId, range ?? undefined);
  };
}
