import type { Language } from '@d742/contracts';
import { create } from 'zustand';
import { useSession } from '@d742/platform/core';

/**
 * What a parent made elsewhere (the More page's translator or voice recorder) and wants to send
 * to a teacher: the text in the language it was written or spoken in, and the recording when
 * there is one (with what the recorder heard, as a preview).
 */
export interface TeacherHandoff {
  text: string;
  language: Language;
  recording: { wav: Blob; transcript: string; translation: string } | null;
}

interface HandoffState {
  /** Whose draft this is: another person signing in on this page never receives it. */
  owner: string | null;
  draft: TeacherHandoff | null;
}

/**
 * The one hand-over point between remotes that do not know each other: the voice remote's tools
 * leave the draft here (through the shell, which wires them), messaging's "write to a teacher"
 * page takes it. Kept in memory only, for the page's life, and dropped when the person changes.
 */
const useHandoffStore = create<HandoffState>()(() => ({ owner: null, draft: null }));

function claim(owner: string | null): void {
  if (useHandoffStore.getState().owner === owner) return;
  useHandoffStore.setState({ owner, draft: null });
}
claim(useSession.getState().user?.id ?? null);
useSession.subscribe((s) => claim(s.user?.id ?? null));

/** Leaves a draft for the next "write to a teacher" page; a newer draft replaces an older one. */
export function handToTeacher(draft: TeacherHandoff): void {
  useHandoffStore.setState({ draft });
}

/** Takes the waiting draft (once: it is no longer waiting afterwards), or null. */
export function takeTeacherHandoff(): TeacherHandoff | null {
  const { draft } = useHandoffStore.getState();
  if (draft) useHandoffStore.setState({ draft: null });
  return draft;
}
