import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { FakeCall } from './fake-server';

export interface MultipartFile {
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

/** A received multipart/form-data body, read by busboy as a real server would; rejects on a bad one. */
export function readMultipart(call: FakeCall): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, MultipartFile> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: call.headers });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        files[name] = {
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          data: Buffer.concat(chunks),
        };
      });
    });
    parser.on('error', reject);
    parser.on('close', () => resolve({ fields, files }));
    Readable.from([call.body]).pipe(parser);
  });
}
