/** In-page replacement for window.alert: announced by screen readers, styled as an error. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="shell-alert">
      {message}
    </p>
  );
}
