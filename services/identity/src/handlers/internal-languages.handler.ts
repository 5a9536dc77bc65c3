import type Koa from 'koa';
import {
  internalLanguagesRequestSchema,
  type InternalLanguages,
  type Language,
} from '@d742/contracts';
import { readEachKey, validate } from '@d742/service-kit';
import { requestBody } from '../http/request';
import type { HandlerDeps } from './context';

/**
 * POST /internal/users/languages `{ userIds }`: each person's preferred language (null for an
 * unknown one), for a service showing a roster's families. One read per person by `_id`, the
 * form FerretDB pushes down (decision 022), of that field alone.
 */
export function internalLanguagesHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { userIds } = validate(internalLanguagesRequestSchema, requestBody(ctx));
    const ids = [...new Set(userIds)];
    const found = await readEachKey(ids, (id) => s.users.languageOf(id));
    const languages: Record<string, Language | null> = {};
    ids.forEach((id, i) => {
      languages[id] = found[i] ?? null;
    });
    const body: InternalLanguages = { languages };
    ctx.body = body;
  };
}
