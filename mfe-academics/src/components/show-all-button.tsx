import { Button } from '@d742/ui/core';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';

/** 'View all' / 'Show less' under a shortened list (see useShowAll). */
export function ShowAllButton({ showAll, onToggle }: { showAll: boolean; onToggle(): void }) {
  const { t } = useTranslation(ACADEMICS_NS);
  return (
    <Button variant="outline" onClick={onToggle} aria-expanded={showAll}>
      {t(showAll ? 'state.showLess' : 'state.viewAll')}
    </Button>
  );
}
