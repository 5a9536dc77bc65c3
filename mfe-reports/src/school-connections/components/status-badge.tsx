import { Badge, type BadgeTone } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';

export type ConnectionState = 'connected' | 'error' | 'pending' | 'notConfigured' | 'notConnected';

const TONES: Record<ConnectionState, BadgeTone> = {
  connected: 'success',
  error: 'destructive',
  pending: 'warning',
  notConfigured: 'neutral',
  notConnected: 'neutral',
};

/** connected, error and pending keep their name; anything else means not configured (spec 3). */
export function connectionState(status: string): Exclude<ConnectionState, 'notConnected'> {
  if (status === 'connected' || status === 'error' || status === 'pending') return status;
  return 'notConfigured';
}

export function StatusBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation(REPORTS_NS);
  return <Badge tone={TONES[state]}>{t(`connections.status.${state}`)}</Badge>;
}
