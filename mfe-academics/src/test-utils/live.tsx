import type { User } from '@d742/contracts';
import { useLiveChannel } from '@d742/platform';
import { type TestLiveServer, startTestLiveServer } from '@d742/platform/testing';

/** The shell's live channel for `user`, against a /ws test server speaking the gateway's protocol. */
export function LiveChannel({ user, url }: { user: User; url: string }) {
  useLiveChannel(user, { url });
  return null;
}

export function startLiveServerFor(user: User): Promise<TestLiveServer> {
  return startTestLiveServer({ session: { userId: user.id, role: user.role } });
}
