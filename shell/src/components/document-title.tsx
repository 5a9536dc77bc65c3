import { useCommonT } from '@d742/platform/core';
import { useEffect } from 'react';

export function DocumentTitle() {
  const t = useCommonT(); // a new t on every language change
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return null;
}
