import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE, apiRequest, useLanguage } from '@d742/platform/core';

/** Any zod schema (or anything with a throwing `parse`). */
export interface ParseSchema<T> {
  parse(data: unknown): T;
}

function asApiError(error: unknown, status = 0): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = status === 0 ? NETWORK_ERROR_CODE : 'INVALID_RESPONSE';
  return new ApiError(status, '', message, { error: message, code });
}

/** The cache key of `useApiQuery(url)` for a language (e.g. to prefill or invalidate it). */
export function apiQueryKey(url: string | null, language: string): readonly unknown[] {
  return [url, { language }];
}

/** GET `url` and validate the answer with `schema`. A null url disables the query. Errors are always ApiError. */
export function useApiQuery<T>(
  url: string | null,
  schema: ParseSchema<T>,
  opts?: { refetchIntervalMs?: number },
): UseQueryResult<T, ApiError> {
  // Services answer school-written text in the reader's language, so each language has its own cache
  // entry: switching language refetches once, switching back is instant.
  const language = useLanguage((s) => s.language);
  return useQuery<T, ApiError>({
    queryKey: apiQueryKey(url, language),
    enabled: url !== null,
    refetchInterval: opts?.refetchIntervalMs ?? false,
    queryFn: async () => {
      let res: Response;
      try {
        res = await apiRequest('GET', url as string);
      } catch (error) {
        throw asApiError(error);
      }
      try {
        return schema.parse(await res.json());
      } catch (error) {
        throw asApiError(error, res.status);
      }
    },
  });
}
