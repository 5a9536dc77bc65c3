import busboy from 'busboy';
import type Koa from 'koa';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@d742/service-kit';

export interface AudioForm {
  fields: Record<string, string>;
  /** The `audio` file part, held in memory only (never written anywhere). */
  audio?: Buffer;
}

export const MAX_AUDIO_BYTES = 2.5 * 1024 * 1024;

/**
 * Reads a multipart/form-data body with busboy: text fields and one `audio` file of at most
 * `maxAudioBytes` (413 above). Other file parts are refused; a malformed body is a 400.
 */
export function readAudioForm(
  ctx: Koa.Context,
  maxAudioBytes = MAX_AUDIO_BYTES,
): Promise<AudioForm> {
  if (!ctx.is('multipart/form-data'))
    return Promise.reject(
      new UnsupportedMediaTypeError('Send multipart/form-data with the recording as "audio"'),
    );
  return new Promise<AudioForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let hasAudio = false;
    let failed: Error | undefined;
    const fail = (error: Error) => {
      if (failed) return;
      failed = error;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fields: 20, parts: 21, fieldSize: 10_000, fileSize: maxAudioBytes },
      });
    } catch {
      reject(new ValidationError('Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'audio') {
        stream.resume();
        fail(new ValidationError(`Unexpected file "${name}": send the recording as "audio"`));
        return;
      }
      hasAudio = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(new PayloadTooLargeError('The recording is larger than 2.5 MB')),
      );
    });
    parser.on('filesLimit', () => fail(new ValidationError('Send exactly one file, "audio"')));
    parser.on('error', () => fail(new ValidationError('Malformed multipart body')));
    parser.on('close', () => {
      if (failed) return;
      resolve({ fields, ...(hasAudio ? { audio: Buffer.concat(chunks) } : {}) });
    });
    ctx.req.on('error', (error) => fail(error));
    ctx.req.pipe(parser);
  });
}
