/**
 * The sign-in form the gateway sent already rendered (decision 031): a signed-out visit gets
 * `sign-in.<lang>.html`, whose `#root` holds the form, marked `data-prerendered="sign-in"`. A parent
 * may type into it before the script arrives, and while React renders its own form over it (in a
 * transition, in short slices): React's fields start from what was typed (`typedBeforeStart`), and
 * once they are in place, keystrokes made meanwhile follow and the caret goes back where it was.
 */
export const PRERENDERED_SIGN_IN = 'sign-in';
/** Set on `#root` once React's form has taken over the pre-rendered one (tests wait for it). */
export const LIVE_ATTRIBUTE = 'data-live';
/** The attribute naming a field of the sign-in forms, on the pre-rendered and the live form alike. */
export const FIELD_ATTRIBUTE = 'data-field';

interface Kept {
  inputs: HTMLInputElement[];
  doc: Document;
  /** The pre-rendered field that last had the caret. */
  focused: HTMLInputElement | null;
  stopWatching: () => void;
}

let kept: Kept | null = null;

/**
 * Holds on to the pre-rendered form's fields under `root` (true when the page has one); call it
 * before rendering over them.
 */
export function keepPrerenderedSignIn(root: HTMLElement, doc: Document = document): boolean {
  kept?.stopWatching();
  kept = null;
  if (root.dataset.prerendered !== PRERENDERED_SIGN_IN) return false;
  const inputs = [...root.querySelectorAll<HTMLInputElement>(`input[${FIELD_ATTRIBUTE}]`)];
  const active = doc.activeElement;
  const state: Kept = {
    inputs,
    doc,
    focused: inputs.find((input) => input === active) ?? null,
    stopWatching: () => doc.removeEventListener('focusin', onFocusIn),
  };
  // The field that has focus keeps the caret (React's commit removes it without a focusout in
  // every browser, so a focusout says nothing).
  function onFocusIn(event: FocusEvent) {
    state.focused = inputs.find((input) => input === event.target) ?? null;
  }
  doc.addEventListener('focusin', onFocusIn);
  kept = state;
  return true;
}

/**
 * True when this page came as the pre-rendered sign-in page: the gateway saw no session cookie, so
 * the sign-in screen stays up while the session check confirms it (no spinner in between) and the
 * signed-in pages are not fetched ahead.
 */
export function cameSignedOut(doc: Document = document): boolean {
  return doc.getElementById('root')?.dataset.prerendered === PRERENDERED_SIGN_IN;
}

/** What the pre-rendered field `field` holds now ('' when none): a live field's first value. */
export function typedBeforeStart(field: string): string {
  return kept?.inputs.find((input) => input.getAttribute(FIELD_ATTRIBUTE) === field)?.value ?? '';
}

/** Sets a React-controlled input's value the way typing does (React hears the input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Called once React's sign-in form is in the page (a layout effect): what was typed into the
 * pre-rendered fields after React read them goes into React's too, and the field that had the
 * caret gets it back; then the pre-rendered fields are let go.
 */
export function takeOverPrerenderedSignIn(): void {
  if (!kept) return;
  const { inputs, doc, focused, stopWatching } = kept;
  kept = null;
  stopWatching();
  doc.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, '');
  for (const old of inputs) {
    const field = old.getAttribute(FIELD_ATTRIBUTE);
    const live = doc.querySelector<HTMLInputElement>(`input[${FIELD_ATTRIBUTE}="${field}"]`);
    if (!live || live === old) continue;
    if (old.value && live.value !== old.value) typeInto(live, old.value);
    if (old === focused && doc.activeElement === doc.body) {
      live.focus();
      if (old.selectionStart !== null && old.selectionEnd !== null) {
        live.setSelectionRange(old.selectionStart, old.selectionEnd);
      }
    }
  }
}
