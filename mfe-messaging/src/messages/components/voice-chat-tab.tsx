import { RemoteModule } from '@d742/platform';

/** The voice remote's chat, loaded through Module Federation by the shell's loader. */
export function VoiceChatTab() {
  return <RemoteModule remote="voice" expose="VoiceChat" />;
}
