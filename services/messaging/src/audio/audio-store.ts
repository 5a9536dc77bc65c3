import type { Readable } from 'node:stream';
import { mongo, Types, type Connection } from 'mongoose';

/** Bytes `start` to `end` of a recording, both inclusive (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredAudio {
  bytes: number;
  contentType: string;
}

/**
 * Where reply recordings live. Recordings are written only as part of a reply that is being
 * stored (and removed again if that fails), so nothing is kept that no message refers to.
 */
export interface AudioStore {
  /** Stores the recording; answers its id. */
  save(audio: Buffer, meta: { contentType: string; threadId: string }): Promise<string>;
  /** Its size and type, or null when there is no such recording. */
  stat(id: string): Promise<StoredAudio | null>;
  /** Streams the recording, or the range of it. */
  open(id: string, range?: ByteRange): Readable;
  remove(id: string): Promise<void>;
}

const BUCKET = 'reply_audio';

/** Recordings in MongoDB GridFS (the `reply_audio.files` and `reply_audio.chunks` collections). */
export class GridFsAudioStore implements AudioStore {
  constructor(private readonly connection: Connection) {}

  private bucket(): mongo.GridFSBucket {
    const db = this.connection.db;
    if (!db) throw new Error('the database is not connected');
    return new mongo.GridFSBucket(db, { bucketName: BUCKET });
  }

  save(audio: Buffer, meta: { contentType: string; threadId: string }): Promise<string> {
    const upload = this.bucket().openUploadStream(`${meta.threadId}.wav`, { metadata: meta });
    return new Promise<string>((resolve, reject) => {
      upload.once('finish', () => resolve(upload.id.toHexString()));
      upload.once('error', reject);
      upload.end(audio);
    });
  }

  async stat(id: string): Promise<StoredAudio | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const [file] = await this.bucket()
      .find({ _id: new Types.ObjectId(id) })
      .limit(1)
      .toArray();
    if (!file) return null;
    const contentType = (file.metadata as { contentType?: unknown } | undefined)?.contentType;
    return {
      bytes: file.length,
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
    };
  }

  open(id: string, range?: ByteRange): Readable {
    // GridFS ranges end before `end`; HTTP ranges include it.
    const options = range ? { start: range.start, end: range.end + 1 } : {};
    return this.bucket().openDownloadStream(new Types.ObjectId(id), options);
  }

  async remove(id: string): Promise<void> {
    try {
      await this.bucket().delete(new Types.ObjectId(id));
    } catch (err) {
      // Already gone is what was asked for.
      if (!(err instanceof mongo.MongoRuntimeError)) throw err;
    }
  }
}
