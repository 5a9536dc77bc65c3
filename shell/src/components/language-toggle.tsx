import { useLanguage } from '@d742/platform';
import { Button, GlobeIcon } from '@d742/ui';
import { useTranslation } from 'react-i18next';

/**
 * Switches between Somali and English. `full` shows the other language's own name
 * ('Af-Soomaali' / 'English'); `short` shows its code (SO / EN) with a descriptive name.
 */
export function LanguageToggle({
  variant = 'full',
  className,
}: {
  variant?: 'full' | 'short';
  className?: string;
}) {
  const { t } = useTranslation();
  const toggleLanguage = useLanguage((s) => s.toggleLanguage);
  const target = useLanguage((s) => (s.language === 'so' ? 'en' : 'so'));
  if (variant === 'short') {
    return (
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('language.switchTo')}
        onClick={toggleLanguage}
      >
        <span lang={target}>{t('language.toggleShort')}</span>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      lang={target}
      onClick={toggleLanguage}
    >
      <GlobeIcon />
      {t('language.toggleLabel')}
    </Button>
  );
}
