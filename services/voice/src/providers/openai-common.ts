import { z } from 'zod';
import type { ProviderFailure } from '../domain/errors';
import { parseJson, refused, type ProviderResponse } from './http';

const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/** `{base}{path}` for an OpenAI-compatible API, whatever trailing slashes the base carries. */
export const openAiUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/** A non-2xx answer, saying OpenAI's `{ error: { message } }` when there is one. */
export function openAiRefusal(provider: string, response: ProviderResponse): ProviderFailure {
  const error = errorSchema.safeParse(parseJson(response));
  return refused(provider, response, error.success ? error.data.error.message : undefined);
}

export const isSuccess = (response: ProviderResponse) =>
  response.status >= 200 && response.status <= 299;
