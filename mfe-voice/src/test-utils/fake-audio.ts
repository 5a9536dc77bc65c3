/**
 * jsdom has no microphone and no Web Audio. This stands in for the two browser edges the recorder
 * uses — navigator.mediaDevices.getUserMedia and an AudioContext with a ScriptProcessor (no
 * audioWorklet, so the fallback path runs) — and lets a test deliver sample frames the way the
 * browser's audio thread would. Nothing of the recorder itself is replaced.
 */
export interface FakeMicrophoneOptions {
  /** The device rate the AudioContext reports. */
  sampleRate?: number;
  /** getUserMedia rejects with NotAllowedError (the person refused). */
  deny?: boolean;
}

export interface FakeMicrophone {
  /** Delivers one block of samples to the running capture (ignored when none runs). */
  emit(samples: Float32Array): void;
  /** Delivers `seconds` of a constant signal in 4096-sample blocks. */
  emitSeconds(seconds: number, value?: number): void;
  readonly requests: number;
  /** Whether every track handed out was stopped and every context closed. */
  released(): boolean;
  restore(): void;
}

interface FakeProcessor {
  onaudioprocess:
    ((event: { inputBuffer: { getChannelData(n: number): Float32Array } }) => void) | null;
  connect(): void;
  disconnect(): void;
}

export function installFakeMicrophone({
  sampleRate = 48_000,
  deny = false,
}: FakeMicrophoneOptions = {}): FakeMicrophone {
  const tracks: Array<{ stopped: boolean }> = [];
  const contexts: FakeAudioContext[] = [];
  let requests = 0;

  class FakeAudioContext {
    readonly sampleRate = sampleRate;
    readonly destination = {};
    state: 'running' | 'closed' = 'running';
    processor: FakeProcessor | null = null;
    constructor() {
      contexts.push(this);
    }
    createMediaStreamSource() {
      return { connect: () => undefined, disconnect: () => undefined };
    }
    createScriptProcessor(): FakeProcessor {
      this.processor = {
        onaudioprocess: null,
        connect: () => undefined,
        disconnect: () => undefined,
      };
      return this.processor;
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      this.state = 'closed';
      return Promise.resolve();
    }
  }

  const mediaDevices = {
    getUserMedia: async () => {
      requests += 1;
      if (deny) throw new DOMException('Permission denied', 'NotAllowedError');
      const track = { stopped: false, stop: () => void (track.stopped = true) };
      tracks.push(track);
      return { getTracks: () => [track] };
    },
  };

  const previousDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  const win = window as unknown as { AudioContext?: unknown };
  const previousContext = win.AudioContext;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
  win.AudioContext = FakeAudioContext;

  const emit = (samples: Float32Array) => {
    const context = contexts.at(-1);
    if (context?.state !== 'running') return;
    context.processor?.onaudioprocess?.({ inputBuffer: { getChannelData: () => samples } });
  };

  return {
    emit,
    emitSeconds(seconds, value = 0.1) {
      let remaining = Math.round(seconds * sampleRate);
      while (remaining > 0) {
        const size = Math.min(4096, remaining);
        emit(new Float32Array(size).fill(value));
        remaining -= size;
      }
    },
    get requests() {
      return requests;
    },
    released: () => tracks.every((t) => t.stopped) && contexts.every((c) => c.state === 'closed'),
    restore() {
      if (previousDevices) Object.defineProperty(navigator, 'mediaDevices', previousDevices);
      else delete (navigator as unknown as { mediaDevices?: unknown }).mediaDevices;
      win.AudioContext = previousContext;
    },
  };
}
