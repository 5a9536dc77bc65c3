/** The person refused (or the page may not ask for) the microphone. */
export class MicrophoneDeniedError extends Error {
  constructor(cause?: unknown) {
    super('Microphone access was denied', { cause });
    this.name = 'MicrophoneDeniedError';
  }
}

/** No microphone, or a browser without getUserMedia / Web Audio. */
export class MicrophoneUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('No microphone or audio capture is available', { cause });
    this.name = 'MicrophoneUnavailableError';
  }
}

/** A running microphone capture: mono Float32 frames at the audio context's rate. */
export interface Capture {
  readonly sampleRate: number;
  /** Stops the microphone and returns every frame captured. */
  stop(): Promise<Float32Array[]>;
}

const PROCESSOR_NAME = 'd742-pcm-capture';
// Posts a copy of each 128-sample block of the first input channel to the page.
const WORKLET_SOURCE = `class PcmCapture extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel && channel.length) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('${PROCESSOR_NAME}', PcmCapture);`;

type AudioContextConstructor = new () => AudioContext;

function audioContextConstructor(): AudioContextConstructor | undefined {
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext;
}

const DENIED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

async function openMicrophone(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new MicrophoneUnavailableError();
  try {
    return await devices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    throw DENIED.has(name)
      ? new MicrophoneDeniedError(error)
      : new MicrophoneUnavailableError(error);
  }
}

async function workletNode(
  context: AudioContext,
  frames: Float32Array[],
): Promise<AudioNode | null> {
  if (!context.audioWorklet || typeof AudioWorkletNode === 'undefined') return null;
  const url = URL.createObjectURL(new Blob([WORKLET_SOURCE], { type: 'text/javascript' }));
  try {
    await context.audioWorklet.addModule(url);
    const node = new AudioWorkletNode(context, PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
    });
    node.port.onmessage = (event: MessageEvent<Float32Array>) => frames.push(event.data);
    return node;
  } catch {
    return null; // e.g. a content policy refusing blob: modules: use the ScriptProcessor below
  } finally {
    URL.revokeObjectURL(url);
  }
}

function scriptProcessorNode(context: AudioContext, frames: Float32Array[]): AudioNode {
  const node = context.createScriptProcessor(4096, 1, 1);
  node.onaudioprocess = (event) =>
    frames.push(Float32Array.from(event.inputBuffer.getChannelData(0)));
  return node;
}

/**
 * Opens the microphone and collects its samples through an AudioWorklet, or a ScriptProcessor
 * where worklets are missing. Throws MicrophoneDeniedError / MicrophoneUnavailableError.
 */
export async function startCapture(): Promise<Capture> {
  const Context = audioContextConstructor();
  if (!Context) throw new MicrophoneUnavailableError();
  const stream = await openMicrophone();
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let context: AudioContext;
  try {
    context = new Context();
  } catch (error) {
    stopTracks();
    throw new MicrophoneUnavailableError(error);
  }
  const frames: Float32Array[] = [];
  const source = context.createMediaStreamSource(stream);
  const node = (await workletNode(context, frames)) ?? scriptProcessorNode(context, frames);
  source.connect(node);
  // Processing only runs when the graph reaches the output; nothing is written, so it is silent.
  node.connect(context.destination);
  if (context.state === 'suspended') await context.resume().catch(() => undefined);

  let stopped = false;
  return {
    sampleRate: context.sampleRate,
    async stop() {
      if (!stopped) {
        stopped = true;
        source.disconnect();
        node.disconnect();
        stopTracks();
        await context.close().catch(() => undefined);
      }
      return frames;
    },
  };
}
