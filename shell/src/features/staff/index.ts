export { StaffWorkspace } from './staff-workspace';
export { isStaffRole, STAFF_ROLES } from './staff-roles';
