import type { ProgressReportRequest, Student } from '@d742/contracts';
import { apiRequest } from '@d742/platform';
import { useMutation } from '@tanstack/react-query';
import { studentResourceUrl } from '../../api/students';
import { toDateOnly } from '../../lib/dates';

export function progressReportUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'progress-report');
}

export interface ProgressReportFile {
  blob: Blob;
  fileName: string;
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/** "progress-report-hodan-hassan-2026-03-10.pdf": what the file is called when the server names none. */
export function fallbackFileName(student: Student, now: Date): string {
  const name = `${student.firstName} ${student.lastName}`
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `progress-report-${name || 'student'}-${toDateOnly(now)}.pdf`;
}

/** POST the chosen options; the answer is the PDF itself (errors are JSON and throw ApiError). */
export async function requestProgressReport(
  student: Student,
  request: ProgressReportRequest,
): Promise<ProgressReportFile> {
  const res = await apiRequest('POST', progressReportUrl(student.id), request);
  const blob = await res.blob();
  const fileName =
    fileNameFromDisposition(res.headers.get('Content-Disposition')) ??
    fallbackFileName(student, new Date());
  return { blob, fileName };
}

/** Hands the file to the browser's download through a temporary link. */
export function saveFile({ blob, fileName }: ProgressReportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; revoke once they had the chance.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface GenerateReportVariables {
  student: Student;
  request: ProgressReportRequest;
}

export function useGenerateProgressReport(callbacks: {
  onSuccess(): void;
  onError(error: unknown): void;
}) {
  return useMutation({
    mutationFn: ({ student, request }: GenerateReportVariables) =>
      requestProgressReport(student, request),
    onSuccess: (file) => {
      saveFile(file);
      callbacks.onSuccess();
    },
    onError: callbacks.onError,
  });
}
