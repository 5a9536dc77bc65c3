/**
 * The zod schemas of `@d742/contracts`, loaded where data first enters rather than with the page:
 * the sign-in page then carries no zod at all (decision 017). Constants come from
 * `@d742/contracts/constants`, which never loads zod. One shared module either way (Module
 * Federation singleton), so a second call costs nothing.
 */
export const loadContracts = (): Promise<typeof import('@d742/contracts')> =>
  import('@d742/contracts');
