export { parseArgs, ArgumentError, USAGE, type GeneratorArgs } from './args';
export { schoolYear, SCHOOL_DAYS } from './calendar';
export {
  generateDistrict,
  passwords,
  refusal,
  RefusedError,
  SQLITE_MAX_STUDENTS,
} from './generate';
export type { GenerateOptions, GenerateResult } from './generate';
export { planDistrict, type DistrictPlan } from './plan';
export { familyRows, schoolRows } from './rows';
