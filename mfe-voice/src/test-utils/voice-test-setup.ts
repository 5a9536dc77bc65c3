import type { VoiceCapabilities } from '@d742/contracts';
import { useToastStore } from '@d742/platform';
import {
  type TestApi,
  type TestReply,
  allowRadixSelect,
  startTestApi,
} from '@d742/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_URLS } from '../api/voice-api';
import {
  type FakeMicrophone,
  type FakeMicrophoneOptions,
  installFakeMicrophone,
} from './fake-audio';
import { allCapabilities } from './voice-fixtures';

/** Answers `method url` with `reply` only when the returned function is called (to see 'busy'). */
export function holdAnswer(api: TestApi, method: string, url: string, reply: TestReply) {
  let release: (() => void) | undefined;
  api.on(method, url, () => new Promise((resolve) => (release = () => resolve(reply))));
  return () => release?.();
}

/**
 * The common frame of the voice component tests, registered in the calling `describe`: a test
 * API answering capabilities, a fake microphone, playback recorded instead of decoded (jsdom
 * cannot), a clean toast list, and console.error silenced. Everything is undone after each test.
 */
export function setUpVoiceTests() {
  let api: TestApi | undefined;
  let mic: FakeMicrophone | undefined;
  let played: string[] = [];

  beforeAll(allowRadixSelect);
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    played = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.src);
      return Promise.resolve();
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    mic?.restore();
    mic = undefined;
    await api?.close();
    api = undefined;
  });

  return {
    /** The test API, answering GET capabilities with `caps`. */
    async serve(caps: VoiceCapabilities = allCapabilities): Promise<TestApi> {
      api = await startTestApi();
      api.on('GET', VOICE_URLS.capabilities, { body: caps });
      return api;
    },
    api: () => api!,
    installMicrophone(options?: FakeMicrophoneOptions): FakeMicrophone {
      mic = installFakeMicrophone(options);
      return mic;
    },
    /** What the page asked the browser to play, oldest first. */
    played: () => played,
    /** The toasts shown, as [title, description]. */
    toasts: () => useToastStore.getState().toasts.map((t) => [t.title, t.description]),
    /** Presses Record, lets a second of sound in, presses Stop (button names in `language`). */
    async recordOnce(names: { record: string; stop: string } = { record: 'Record', stop: 'Stop' }) {
      await userEvent.click(await screen.findByRole('button', { name: names.record }));
      const stop = await screen.findByRole('button', { name: names.stop });
      act(() => mic!.emitSeconds(1));
      await userEvent.click(stop);
    },
  };
}
