import {
  CONTACT_CODE_LENGTH,
  CONTACT_CODE_TTL_MINUTES,
  type ContactChannel,
  type ContactStatus,
} from '@d742/contracts';
import { ApiError, toast } from '@d742/platform';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
} from '@d742/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { accountErrorMessage } from './account-errors';
import {
  CONTACT_VERIFICATION_URL,
  confirmVerificationCode,
  sendVerificationCode,
  storeContactStatus,
  useContactVerification,
} from './profile-api';
import { tNow } from '../../in-page-language';

const CODE_PATTERN = new RegExp(`^\\d{${CONTACT_CODE_LENGTH}}$`);
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

interface ErrorDetails {
  triesLeft?: unknown;
  /** retryAfterSeconds: TOO_MANY_CODES; sendTo: SMS_OPTED_OUT (the school's number, or null). */
  details?: { retryAfterSeconds?: unknown; triesLeft?: unknown; sendTo?: unknown };
}

/**
 * What went wrong with sending or confirming a code, in the reader's language: every code the
 * contact verification endpoints answer (DELIVERY_ERROR_CODES), then the generic ones.
 */
export function verificationErrorMessage(error: unknown, t: TFunction): string {
  // Offline, unreachable, a failure of the server or an unknown code: as for any account change.
  if (!(error instanceof ApiError)) return accountErrorMessage(error, t);
  const data = (error.data ?? {}) as ErrorDetails;
  switch (error.code) {
    case 'CHANNEL_NOT_CONFIGURED':
    case 'NO_CONTACT':
    case 'ALREADY_VERIFIED':
    case 'CODE_EXPIRED':
      return t(`profile.verify.errors.${error.code}`);
    case 'TOO_MANY_CODES': {
      const seconds = Number(data.details?.retryAfterSeconds ?? 3600);
      return t('profile.verify.errors.TOO_MANY_CODES', { count: minutesOf(seconds) });
    }
    case 'CODE_INVALID': {
      const left = Number(data.triesLeft ?? data.details?.triesLeft ?? 0);
      return left > 0
        ? t('profile.verify.errors.CODE_INVALID', { count: left })
        : t('profile.verify.errors.noTriesLeft');
    }
    case 'SMS_OPTED_OUT': {
      // The reader's word (START or BILOW: the service takes both) to the school's number.
      const sendTo = data.details?.sendTo;
      return t('profile.verify.errors.SMS_OPTED_OUT', {
        keyword: t('profile.verify.startKeyword'),
        number: typeof sendTo === 'string' && sendTo ? sendTo : t('profile.verify.schoolNumber'),
      });
    }
    case 'VALIDATION_FAILED':
      return t('profile.verify.errors.codeFormat');
    case 'USER_NOT_FOUND':
      return t('errors.generic');
    default:
      return accountErrorMessage(error, t);
  }
}

/** Until when a new code cannot be asked for (429 TOO_MANY_CODES says how long), or null. */
function blockedUntilOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_CODES') return null;
  const seconds = Number((error.data as ErrorDetails | undefined)?.details?.retryAfterSeconds);
  return Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
}

const isPending = (status: ContactStatus) =>
  status.pendingUntil !== null && new Date(status.pendingUntil).getTime() > Date.now();

interface CodeDialogProps {
  status: ContactStatus;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Sends a code when opened (unless one is still pending) and confirms the 6 digits typed. */
function CodeDialog({ status, open, onOpenChange }: CodeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const channel = status.channel;

  async function send() {
    setSending(true);
    setError(null);
    try {
      storeContactStatus(client, await sendVerificationCode(channel));
    } catch (err) {
      setError(verificationErrorMessage(err, t));
      setBlockedUntil(blockedUntilOf(err));
      if (err instanceof ApiError && err.code === 'ALREADY_VERIFIED')
        void client.invalidateQueries({ queryKey: [CONTACT_VERIFICATION_URL] });
    } finally {
      setSending(false);
    }
  }

  // Opening the dialog sends a code, unless the last one can still be typed.
  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
    if (!isPending(status)) void send();
    // Only when the dialog opens: a status updated by the send must not send again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The hourly limit: the resend button comes back when the server says a code may be sent.
  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setTimeout(() => setBlockedUntil(null), Math.max(0, blockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (confirming) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) return setError(t('profile.verify.errors.codeFormat'));
    setConfirming(true);
    setError(null);
    try {
      const verified = await confirmVerificationCode(channel, typed);
      onOpenChange(false);
      storeContactStatus(client, verified);
      toast({
        title: () =>
          tNow(channel === 'sms' ? 'profile.verify.verifiedSms' : 'profile.verify.verifiedEmail'),
        description: () => tNow('profile.verify.verifiedText'),
        variant: 'success',
      });
    } catch (err) {
      setError(verificationErrorMessage(err, t));
    } finally {
      setConfirming(false);
    }
  }

  const codeSent = isPending(status);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>
            {t(channel === 'sms' ? 'profile.verify.titleSms' : 'profile.verify.titleEmail')}
          </DialogTitle>
          <DialogDescription>
            {sending
              ? t('profile.verify.sending')
              : codeSent
                ? t('profile.verify.sent', {
                    destination: status.destination,
                    minutes: CONTACT_CODE_TTL_MINUTES,
                  })
                : null}
          </DialogDescription>
        </DialogHeader>
        <form className="shell-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="shell-field">
            <Label htmlFor={`${id}-code`}>{t('profile.verify.codeLabel')}</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CONTACT_CODE_LENGTH}
              required
              aria-required="true"
            />
          </div>
          <FormAlert message={error} />
          {blockedUntil !== null ? (
            <p className="shell-muted">
              {t('profile.verify.resendIn', {
                count: minutesOf((blockedUntil - Date.now()) / 1000),
              })}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={sending || blockedUntil !== null}
              onClick={() => void send()}
            >
              {t('profile.verify.resend')}
            </Button>
            <Button type="submit" disabled={confirming}>
              {confirming ? t('profile.verify.confirming') : t('profile.verify.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface ContactRowProps {
  status: ContactStatus;
  /** The profile's switch for this channel is on. */
  switchedOn: boolean;
}

/** One address under its switch: verified or not (or none), the Verify button, and why it matters. */
function ContactRow({ status, switchedOn }: ContactRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sms = status.channel === 'sms';
  // Verified (here, or found so by the server): the dialog closes, and stays closed should the
  // address change and need verifying again.
  useEffect(() => {
    if (status.verified) setOpen(false);
  }, [status.verified]);
  const badge = !status.destination ? (
    <Badge tone="neutral">
      {t(sms ? 'profile.verify.status.noPhone' : 'profile.verify.status.noEmail')}
    </Badge>
  ) : status.verified ? (
    <Badge tone="success">{t('profile.verify.status.verified')}</Badge>
  ) : (
    <Badge tone="warning">{t('profile.verify.status.unverified')}</Badge>
  );
  const note = !status.destination
    ? switchedOn
      ? t(sms ? 'profile.verify.addPhone' : 'profile.verify.addEmail')
      : null
    : !status.available
      ? t(sms ? 'profile.verify.unavailableSms' : 'profile.verify.unavailableEmail')
      : !status.verified && switchedOn
        ? t(sms ? 'profile.verify.mustVerifySms' : 'profile.verify.mustVerifyEmail')
        : null;
  return (
    <div className="shell-contact" data-channel={status.channel}>
      <div className="shell-contact__head">
        {status.destination ? (
          <span className="shell-contact__address">{status.destination}</span>
        ) : null}
        {badge}
        {status.destination && !status.verified && status.available ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t(sms ? 'profile.verify.verifySms' : 'profile.verify.verifyEmail')}
            onClick={() => setOpen(true)}
          >
            {t('profile.verify.verify')}
          </Button>
        ) : null}
      </div>
      {note ? <p className="shell-contact__note">{note}</p> : null}
      {status.destination && !status.verified ? (
        <CodeDialog status={status} open={open} onOpenChange={setOpen} />
      ) : null}
    </div>
  );
}

/** The email or SMS switch's address and its verification; the failed status read says so once. */
export function ContactVerification({
  channel,
  switchedOn,
}: {
  channel: ContactChannel;
  switchedOn: boolean;
}) {
  const contacts = useContactVerification();
  if (!contacts.data) return null;
  return <ContactRow status={contacts.data[channel]} switchedOn={switchedOn} />;
}

/** Shown once under the switches when the verification status could not be read. */
export function ContactVerificationError() {
  const { t } = useTranslation();
  const contacts = useContactVerification();
  if (!contacts.isError) return null;
  return (
    <div className="shell-contact" role="alert">
      <p className="shell-contact__note">{t('profile.verify.loadFailed')}</p>
      <Button size="sm" variant="outline" onClick={() => void contacts.refetch()}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
