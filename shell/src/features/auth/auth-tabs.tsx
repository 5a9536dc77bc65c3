import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs in plain React for the sign-in screen, which loads no Radix (decision 017): the
 * same roles, ids and `data-state` (styled by @d742/ui's `ui-tabs` classes) and the same keys as
 * Radix Tabs (arrows and Home/End move and select, one tab stop); only the selected panel renders.
 */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
}: {
  tabs: readonly AuthTab<T>[];
  value: T;
  onValueChange(value: T): void;
  label: string;
}) {
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: T) => `${baseId}-tab-${v}`;
  const panelId = (v: T) => `${baseId}-panel-${v}`;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onValueChange(tab.value);
    triggers.current[next]?.focus();
  }

  const selected = tabs.find((tab) => tab.value === value) ?? tabs[0];
  if (!selected) return null;
  return (
    <div className="ui-tabs">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="ui-tabs__list"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected.value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                triggers.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              className="ui-tabs__trigger"
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected.value)}
        aria-labelledby={tabId(selected.value)}
        tabIndex={0}
        data-state="active"
        className="ui-tabs__content"
      >
        {selected.panel}
      </div>
    </div>
  );
}
