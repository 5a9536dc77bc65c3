import {
  type AbsenceReport,
  type AbsenceReportRequest,
  absenceReportListSchema,
  absenceReportSchema,
} from '@d742/contracts';
import { apiRequest, useApiQuery } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '../lib/invalidate';
import { studentResourceUrl } from './students';

export function absenceReportsUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'absence-reports');
}

/** What the family told the school about a child's days, newest day first. */
export function useAbsenceReports(studentId: string) {
  return useApiQuery(absenceReportsUrl(studentId), absenceReportListSchema);
}

export function useReportAbsence(studentId: string) {
  const client = useQueryClient();
  const url = absenceReportsUrl(studentId);
  return useMutation({
    mutationFn: async (body: AbsenceReportRequest): Promise<AbsenceReport> => {
      const res = await apiRequest('POST', url, body);
      return absenceReportSchema.parse(await res.json());
    },
    onSuccess: () => invalidateUrls(client, url),
  });
}
