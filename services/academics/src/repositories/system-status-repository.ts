import type { AcademicsModels, SystemStatusDoc } from '../models';

export class SystemStatusRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'SystemStatus'>) {}

  /** By name. */
  async list(): Promise<SystemStatusDoc[]> {
    return this.models.SystemStatus.find().sort({ name: 1 }).lean<SystemStatusDoc[]>();
  }
}
