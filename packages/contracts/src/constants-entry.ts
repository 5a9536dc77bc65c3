/**
 * `@d742/contracts/constants`: the zod-free part of the contracts (constants, topology and the page a notification opens) for code
 * the sign-in page loads, so importing it never brings zod into the browser (decision 017).
 * `@d742/contracts` exports all of it too; the schemas are there.
 */
export * from './constants';
export * from './topology';
export * from './prerendered-pages';
export * from './notification-route';
