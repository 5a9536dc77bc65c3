/** The school day of a moment as YYYY-MM-DD (days are UTC dates; records are stored at 00:00 UTC). */
export const schoolDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The stored form of a YYYY-MM-DD school day: 00:00 UTC. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The school day `days` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  schoolDay(new Date(dayStart(day).getTime() + days * 86_400_000));
