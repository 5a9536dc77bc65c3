import type { GradeLetter } from '@d742/contracts';

/** Letter for a percentage on the district's scale (no minus grades). */
export function letterFor(rawPercent: number): GradeLetter {
  const percent = Math.round(rawPercent * 100) / 100; // 17.4/20 must count as 87 %, not 86.999…
  if (percent >= 97) return 'A+';
  if (percent >= 90) return 'A';
  if (percent >= 87) return 'B+';
  if (percent >= 80) return 'B';
  if (percent >= 77) return 'C+';
  if (percent >= 70) return 'C';
  if (percent >= 60) return 'D';
  return 'F';
}
