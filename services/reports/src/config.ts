import { z } from 'zod';
import { DEFAULT_PORTS, schoolCalendarSchema } from '@d742/contracts';
import { loadServiceConfig } from '@d742/service-kit';

/** A school-year calendar given as JSON in the environment (validated at boot). */
const calendarJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'SCHOOL_CALENDAR must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(schoolCalendarSchema);

const reportsEnvSchema = z
  .object({
    /** Academics owns students, families and who teaches whom (decision 007). */
    ACADEMICS_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.academics}`),
    /**
     * The district's school-year calendar (quarters, semesters). When set, boot stores it; the
     * demo seed writes one around today otherwise.
     */
    SCHOOL_CALENDAR: calendarJson.optional(),
  })
  .transform((e) => ({ academicsUrl: e.ACADEMICS_URL, schoolCalendar: e.SCHOOL_CALENDAR }));

/** Parsed once at start; throws listing every bad variable. REPORTS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('reports', env, reportsEnvSchema);
}
export type ReportsConfig = ReturnType<typeof loadConfig>;
