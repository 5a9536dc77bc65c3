import type {
  GoogleConnectionModel,
  GoogleConnectionRecord,
} from '../models/google-connection.model';

export class GoogleConnectionRepository {
  constructor(private readonly model: GoogleConnectionModel) {}

  find(userId: string): Promise<GoogleConnectionRecord | null> {
    return this.model.findById(userId).lean<GoogleConnectionRecord>().exec();
  }

  /** A new consent replaces the old one; a refresh token is kept when Google sends none again. */
  async save(
    userId: string,
    fields: { refreshTokenEncrypted?: string; scope: string; at: Date },
  ): Promise<void> {
    const existing = await this.find(userId);
    const refreshTokenEncrypted = fields.refreshTokenEncrypted ?? existing?.refreshTokenEncrypted;
    if (!refreshTokenEncrypted)
      throw new Error('Google sent no refresh token for a new connection');
    await this.model
      .updateOne(
        { _id: userId },
        {
          $set: { refreshTokenEncrypted, scope: fields.scope, lastSync: fields.at },
          $setOnInsert: { connectedAt: fields.at },
        },
        { upsert: true },
      )
      .exec();
  }
}
