import { readKeyByKey } from './student-scope';
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

  /** Display names by user id (an unrecorded account is unnamed). */
  async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    type Named = Pick<StaffMemberDoc, 'userId' | 'displayName'>;
    const projection = { userId: 1, displayName: 1 };
    const members = await readKeyByKey(ids, (userId) =>
      this.models.StaffMember.find({ userId }, projection).lean<Named[]>(),
    );
    const names = new Map(members.map((m) => [m.userId, m.displayName]));
    return new Map(ids.map((id) => [id, names.get(id) ?? UNNAMED_STAFF]));
  }
}
