import { Button, Spinner } from '@d742/ui';
import { useTranslation } from 'react-i18next';

export interface ChoiceOption {
  value: string;
  label: string;
  /** A second line (a teacher's subject and class). */
  detail?: string;
}

/** The read the options come from. */
export interface ChoiceSource {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string | null;
  onChange(value: string): void;
  options: readonly ChoiceOption[];
  disabled: boolean;
  source: ChoiceSource;
  texts: { loading: string; error: string; empty: string };
}

/**
 * A radio group as large touch targets, one option per row; while its options load, when they
 * cannot (with a retry) or when there are none, it says so instead.
 */
export function ChoiceGroup({
  legend,
  name,
  value,
  onChange,
  options,
  disabled,
  source,
  texts,
}: ChoiceGroupProps) {
  const { t } = useTranslation();
  let content;
  if (source.isPending) content = <Spinner size="sm" label={texts.loading} showLabel />;
  else if (source.isError)
    content = (
      <div role="alert" className="messaging-send-failure">
        <p>{texts.error}</p>
        <Button variant="outline" size="sm" onClick={() => void source.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  else if (options.length === 0) content = <p>{texts.empty}</p>;
  else
    content = (
      <div className="messaging-choices__list">
        {options.map((option) => (
          <label key={option.value} className="messaging-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="messaging-choice__text">
              <span className="messaging-choice__label">{option.label}</span>
              {option.detail ? (
                <span className="messaging-choice__detail">{option.detail}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    );
  return (
    <fieldset className="messaging-choices" disabled={disabled}>
      <legend className="ui-label">{legend}</legend>
      {content}
    </fieldset>
  );
}
