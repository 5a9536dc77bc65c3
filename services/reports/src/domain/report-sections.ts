import { REPORT_INCLUDES, type ReportInclude, type ReportType } from '@d742/contracts';

/** The sections a report type can hold at most; the parent's selection narrows them further. */
const SECTIONS_OF: Record<ReportType, readonly ReportInclude[]> = {
  comprehensive: REPORT_INCLUDES,
  'progress-summary': REPORT_INCLUDES,
  'grades-only': ['grades'],
  'behavior-only': ['behavior'],
};

/** The selected sections this type shows, in the report's fixed order (may be empty). */
export function reportSections(
  type: ReportType,
  includes: readonly ReportInclude[],
): ReportInclude[] {
  return REPORT_INCLUDES.filter((s) => SECTIONS_OF[type].includes(s) && includes.includes(s));
}
