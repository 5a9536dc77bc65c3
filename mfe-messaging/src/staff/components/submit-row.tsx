import { Button, Spinner } from '@d742/ui';

/** A form's last row: why it was not sent (if so), and its submit button, busy while sending. */
export function SubmitRow({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="staff-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner size="sm" label={pendingLabel} showLabel /> : label}
      </Button>
    </>
  );
}
