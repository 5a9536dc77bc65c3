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

  /** The school's record of a staff account (an unrecorded one is unnamed and not health staff). */
  async profile(userId: string): Promise<{ displayName: string; healthStaff: boolean }> {
    const member = await this.models.StaffMember.findOne(
      { userId },
      { displayName: 1, healthStaff: 1 },
    ).lean<Pick<StaffMemberDoc, 'displayName' | 'healthStaff'>>();
    return {
      displayName: member?.displayName ?? UNNAMED_STAFF,
      healthStaff: member?.healthStaff === true,
    };
  }
}
