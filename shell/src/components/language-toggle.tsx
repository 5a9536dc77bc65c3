import { useLanguage, useCommonT } from '@d742/platform/core';
import { Button, GlobeIcon } from '@d742/ui/core';

/**
 * Switches between Somali and English. `full` shows the other language's own name
 * ('Af-Soomaali' / 'English'); `short` shows its code (SO / EN) and is named by the code first,
 * then what it does ('SO – Switch to Somali'), so a voice-control user can say what they see
 * (WCAG 2.5.3, label in name).
 */
export function LanguageToggle({
  variant = 'full',
  className,
}: {
  variant?: 'full' | 'short';
  className?: string;
}) {
  const t = useCommonT();
  const toggleLanguage = useLanguage((s) => s.toggleLanguage);
  const target = useLanguage((s) => (s.language === 'so' ? 'en' : 'so'));
  if (variant === 'short') {
    const code = t('language.toggleShort');
    return (
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('language.switchTo', { code })}
        onClick={toggleLanguage}
      >
        <span lang={target}>{code}</span>
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
