// One rule for the whole product (contracts' zod-free constants).
export { isStaffRole, STAFF_ROLES } from '@d742/contracts/constants';
