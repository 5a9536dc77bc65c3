import { currentLanguageT } from '@d742/platform/core';

/** A toast's texts in the page's language whenever the Toaster shows them (decision 049). */
export const tNow = currentLanguageT();
