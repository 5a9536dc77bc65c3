import { currentSchoolYear } from './calendar';

export const USAGE = `Usage: npm run generate -- --students <N> [--seed <text>] [--year <YYYY>] [--mongodb-uri <uri>] [--force] [--validate] [--report <file>]

  --students N       how many students (1-100000): families of one to five children, their
                     parents, staff, classes and a full school year of their records
  --seed TEXT        same seed, size and year give the same ids and rows (default 742)
  --year YYYY        first year of the school year, 2025 = 2025-2026 (default: the current one)
  --mongodb-uri URI  where to write (default: MONGODB_URI, else npm start's database)
  --force            generate even more than the database backend holds well
  --validate         cast and validate every row through the services' models (about twice as
                     slow; without it rows are written as built, with the models' defaults)
  --report FILE      also write the run's result as JSON to FILE (rows per collection, seconds)`;

export interface GeneratorArgs {
  students: number;
  seed: string;
  year: number;
  mongodbUri: string | undefined;
  report: string | undefined;
  force: boolean;
  validate: boolean;
  help: boolean;
}

export class ArgumentError extends Error {}

const MAX_STUDENTS = 100_000;

/** Parses the command line; throws ArgumentError naming what is wrong. */
export function parseArgs(argv: readonly string[], now: Date = new Date()): GeneratorArgs {
  const values = new Map<string, string>();
  let force = false;
  let validate = false;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--validate') validate = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (/^--(students|seed|year|mongodb-uri|report)(=|$)/.test(arg)) {
      const [name, inline] = arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, argv[++i]];
      if (
        inline === undefined ||
        inline === '' ||
        (inline.startsWith('--') && !arg.includes('='))
      ) {
        throw new ArgumentError(`${name} needs a value`);
      }
      values.set(name, inline);
    } else throw new ArgumentError(`unknown argument "${arg}"`);
  }
  if (help)
    return {
      students: 0,
      seed: '742',
      year: currentSchoolYear(now),
      mongodbUri: undefined,
      report: undefined,
      force,
      validate,
      help,
    };

  const studentsText = values.get('--students');
  if (studentsText === undefined) throw new ArgumentError('--students is required');
  const students = Number(studentsText);
  if (!/^\d+$/.test(studentsText) || students < 1 || students > MAX_STUDENTS) {
    throw new ArgumentError(
      `--students must be a whole number from 1 to ${MAX_STUDENTS.toLocaleString('en-US')}, not "${studentsText}"`,
    );
  }
  const seed = values.get('--seed') ?? '742';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(seed)) {
    throw new ArgumentError(`--seed must be 1-40 letters, digits, "-" or "_", not "${seed}"`);
  }
  const yearText = values.get('--year');
  const year = yearText === undefined ? currentSchoolYear(now) : Number(yearText);
  if (yearText !== undefined && (!/^\d{4}$/.test(yearText) || year < 2000 || year > 2100)) {
    throw new ArgumentError(
      `--year must be a year from 2000 to 2100 (2025 = the school year 2025-2026), not "${yearText}"`,
    );
  }
  const mongodbUri = values.get('--mongodb-uri');
  if (mongodbUri !== undefined && !/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri)) {
    throw new ArgumentError(
      `--mongodb-uri must be a mongodb:// or mongodb+srv:// URI, not "${mongodbUri}"`,
    );
  }
  return {
    students,
    seed,
    year,
    mongodbUri,
    report: values.get('--report'),
    force,
    validate,
    help,
  };
}
