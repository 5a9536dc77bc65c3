/** A visible explanation of why a voice feature is not offered (never a silent gap). */
export function CapabilityNotice({ children }: { children: string }) {
  return (
    <p role="note" className="voice-notice">
      {children}
    </p>
  );
}
