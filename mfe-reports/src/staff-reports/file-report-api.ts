import type { FileBehaviorReportRequest, FileHealthAlertRequest } from '@d742/contracts';
import { apiRequest } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { behaviorReportsUrl, healthAlertsUrl } from '../alerts/api/alerts-api';

export type FiledReport =
  | { kind: 'behavior'; studentId: string; body: FileBehaviorReportRequest }
  | { kind: 'health'; studentId: string; body: FileHealthAlertRequest };

function urlOf(report: FiledReport): string {
  return report.kind === 'behavior'
    ? behaviorReportsUrl(report.studentId)
    : healthAlertsUrl(report.studentId);
}

/** POST a behavior report or health alert; the child's lists refetch, the parents hear it live. */
export function useFileReport(callbacks: { onSuccess(): void; onError(error: unknown): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: FiledReport) => {
      await apiRequest('POST', urlOf(report), report.body);
    },
    onSuccess: async (_data, report) => {
      callbacks.onSuccess();
      await queryClient.invalidateQueries({ queryKey: [urlOf(report)] });
    },
    onError: callbacks.onError,
  });
}
