import type { AuditModel, AuditRecord } from '../models/audit.model';

export type NewAuditEntry = Omit<AuditRecord, '_id'>;

export class AuditRepository {
  constructor(private readonly entries: AuditModel) {}

  async record(entry: NewAuditEntry): Promise<void> {
    await this.entries.create(entry);
  }

  /** Newest first. */
  list(limit: number): Promise<AuditRecord[]> {
    return this.entries.find().sort({ at: -1, _id: -1 }).limit(limit).lean<AuditRecord[]>().exec();
  }
}
