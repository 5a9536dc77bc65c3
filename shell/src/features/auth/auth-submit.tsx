import { Button, type ButtonVariant } from '@d742/ui/core';
import { FormAlert } from '../../components/form-alert';

interface AuthSubmitProps {
  action: { busy: boolean; error: string | null };
  label: string;
  busyLabel: string;
  variant?: ButtonVariant;
}

/** The alert and submit button that end every auth form; the button is disabled while the call runs. */
export function AuthSubmit({ action, label, busyLabel, variant }: AuthSubmitProps) {
  return (
    <>
      <FormAlert message={action.error} />
      <Button
        type="submit"
        variant={variant}
        size="lg"
        className="shell-block"
        disabled={action.busy}
      >
        {action.busy ? busyLabel : label}
      </Button>
    </>
  );
}
