import {
  ACCESS_CODE_BLOCK_MS,
  ACCESS_CODE_MAX_ATTEMPTS,
  ACCESS_CODE_MAX_LENGTH,
} from '@d742/contracts/constants';
import { toast, useCommonT } from '@d742/platform/core';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  ShieldIcon,
} from '@d742/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useAccessGate } from './access-gate-store';
import { verifyAccessCode } from './verify-access-code';
import { tNow } from '../../in-page-language';

export function AccessCodeDialog({ now = Date.now }: { now?: () => number }) {
  const t = useCommonT();
  const inputId = useId();
  const open = useAccessGate((s) => s.dialogOpen);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (next) return useAccessGate.getState().openDialog();
    useAccessGate.getState().closeDialog();
    setError(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const gate = useAccessGate.getState();
    if (!code || busy) return;
    if (gate.isBlocked(now())) return setError(t('accessCode.tooMany'));
    setBusy(true);
    setError(null);
    const result = await verifyAccessCode(code);
    setBusy(false);
    if (result.ok) {
      gate.grant();
      setCode('');
      toast({ title: () => tNow('accessCode.granted'), variant: 'success' });
      return;
    }
    if (result.kind === 'network') return setError(t('accessCode.connection'));
    if (result.kind === 'blocked') {
      // The failure that starts the block gets its own text; tries during a block say "too many".
      const startsBlock = gate.failures === ACCESS_CODE_MAX_ATTEMPTS - 1;
      gate.block(result.failure.blockedUntil ?? now() + ACCESS_CODE_BLOCK_MS);
      return setError(t(startsBlock ? 'accessCode.blocked' : 'accessCode.tooMany'));
    }
    if (result.kind === 'invalid') {
      const startsBlock = gate.recordFailure(result.failure.attemptsRemaining, now());
      return setError(
        startsBlock
          ? t('accessCode.blocked')
          : t('accessCode.invalid', { count: result.failure.attemptsRemaining }),
      );
    }
    setError(result.message ?? t('accessCode.connection'));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <div className="shell-dialog-icon" aria-hidden="true">
              <ShieldIcon />
            </div>
            <DialogTitle>{t('accessCode.title')}</DialogTitle>
            <DialogDescription>{t('accessCode.notice')}</DialogDescription>
          </DialogHeader>
          <Label htmlFor={inputId}>{t('accessCode.label')}</Label>
          <Input
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            maxLength={ACCESS_CODE_MAX_LENGTH}
            required
            aria-required="true"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('accessCode.placeholder')}
            className="shell-access-input"
          />
          <FormAlert message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={!code || busy}>
              {busy ? t('accessCode.verifying') : t('accessCode.verify')}
            </Button>
          </DialogFooter>
          <p className="shell-dialog-note">{t('accessCode.support')}</p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
