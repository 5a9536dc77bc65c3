import { GLOSSARY } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';

/** The school's words (decision 013): English → the one Somali word families always read. */
export function GlossaryList() {
  const { t } = useTranslation(STAFF_NS);
  return (
    <details className="ui-card staff-glossary">
      <summary>{t('glossary.title')}</summary>
      <p className="staff-hint">{t('glossary.hint')}</p>
      <table className="staff-glossary__table">
        <thead>
          <tr>
            <th scope="col">{t('glossary.english')}</th>
            <th scope="col">{t('glossary.somali')}</th>
          </tr>
        </thead>
        <tbody>
          {GLOSSARY.map((entry) => (
            <tr key={entry.id}>
              <td lang="en">{entry.en}</td>
              <td lang="so">{entry.so}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
