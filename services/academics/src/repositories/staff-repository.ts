import type { AcademicsModels, StaffMemberDoc } from '../models';

/** Shown when a staff account has no display name recorded here yet. */
export const UNNAMED_STAFF = 'School staff';

export class StaffRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'StaffMember'>) {}

  async displayName(userId: string): Promise<string> {
    const member = await this.models.StaffMember.findOne({ userId }, { displayName: 1 }).lean<
      Pick<StaffMemberDoc, 'displayName'>
    >();
    return member?.displayName ?? UNNAMED_STAFF;
  }
}
