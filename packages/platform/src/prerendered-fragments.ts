import { HOME_FRAGMENT } from '@d742/contracts/pages';
import { createContext } from 'react';

/**
 * Remote modules' content that came rendered with the page (decision 035), by `remote/expose`:
 * on the server the markup the remote rendered; in the browser the page's own nodes, which React
 * moves into its page rather than parse and build them again. `RemoteModule` shows it while that
 * remote loads, instead of the spinner, so the content a parent is already reading stays put; once
 * the remote's module has mounted its entry is dropped (a later visit of the same page loads as any
 * other). Empty on every page the gateway did not render.
 */
export type PrerenderedFragment = string | readonly Node[];
export type PrerenderedFragments = Map<string, PrerenderedFragment>;

export const PrerenderedFragmentsContext = createContext<PrerenderedFragments>(new Map());

/**
 * The fragments inside `root` as the gateway sent them: their nodes, taken before React renders
 * over the page (which would drop them).
 */
export function readPrerenderedFragments(root: ParentNode): PrerenderedFragments {
  const fragments: PrerenderedFragments = new Map();
  for (const element of root.querySelectorAll<HTMLElement>(`[${HOME_FRAGMENT.attribute}]`)) {
    const key = element.getAttribute(HOME_FRAGMENT.attribute);
    if (key) fragments.set(key, [...element.childNodes]);
  }
  return fragments;
}
