import type { Language } from '@d742/contracts';
import type { Identity } from './identity';

declare module 'koa' {
  interface DefaultState {
    /** Set by the identity middleware on every path except public ones. */
    identity: Identity;
    language: Language;
    requestId: string;
  }
}

export {};
