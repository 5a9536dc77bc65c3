import { useCallback, useEffect, useRef, useState } from 'react';
import { type Capture, MicrophoneDeniedError, startCapture } from './capture';
import { framesToWav, wavDurationSeconds } from './wav';

/** Spec section 4: idle → recording (a seconds timer) → processing (stopped) → done. */
export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'processing' | 'done' | 'error';
/** denied: the microphone was refused; unavailable: none, or no Web Audio; failed: anything else. */
export type RecorderError = 'denied' | 'unavailable' | 'failed';

export interface Recording {
  /** 16 kHz mono 16-bit PCM WAV. */
  wav: Blob;
  durationSeconds: number;
}

export interface UseRecorderOptions {
  /** Recording stops by itself after this many seconds. */
  maxSeconds: number;
  onStart?(): void;
  onRecorded?(recording: Recording): void;
  onError?(error: RecorderError): void;
}

export interface Recorder {
  status: RecorderStatus;
  /** Whole seconds recorded so far (or in the finished recording). */
  seconds: number;
  error: RecorderError | null;
  recording: Recording | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Back to idle, forgetting the recording. */
  reset(): void;
}

export function useRecorder({ maxSeconds, ...callbacks }: UseRecorderOptions): Recorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<RecorderError | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const captureRef = useRef<Capture | null>(null);
  const busyRef = useRef(false);
  const timers = useRef<{
    tick?: ReturnType<typeof setInterval>;
    end?: ReturnType<typeof setTimeout>;
  }>({});
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const mounted = useRef(true);

  const clearTimers = () => {
    clearInterval(timers.current.tick);
    clearTimeout(timers.current.end);
    timers.current = {};
  };

  const fail = useCallback((kind: RecorderError) => {
    if (!mounted.current) return;
    setError(kind);
    setStatus('error');
    callbacksRef.current.onError?.(kind);
  }, []);

  const stop = useCallback(async () => {
    const capture = captureRef.current;
    if (!capture) return;
    captureRef.current = null;
    clearTimers();
    setStatus('processing');
    try {
      const frames = await capture.stop();
      const buffer = framesToWav(frames, capture.sampleRate);
      const result: Recording = {
        wav: new Blob([buffer], { type: 'audio/wav' }),
        durationSeconds: wavDurationSeconds(buffer),
      };
      if (!mounted.current) return;
      setRecording(result);
      setSeconds(Math.round(result.durationSeconds));
      setStatus('done');
      callbacksRef.current.onRecorded?.(result);
    } catch (cause) {
      console.error('Recording could not be finished', cause);
      fail('failed');
    } finally {
      busyRef.current = false;
    }
  }, [fail]);

  const start = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setError(null);
    setRecording(null);
    setSeconds(0);
    setStatus('requesting');
    let capture: Capture;
    try {
      capture = await startCapture();
    } catch (cause) {
      busyRef.current = false;
      fail(cause instanceof MicrophoneDeniedError ? 'denied' : 'unavailable');
      return;
    }
    if (!mounted.current) {
      void capture.stop();
      return;
    }
    captureRef.current = capture;
    setStatus('recording');
    timers.current.tick = setInterval(() => setSeconds((s) => Math.min(s + 1, maxSeconds)), 1000);
    timers.current.end = setTimeout(() => void stop(), maxSeconds * 1000);
    callbacksRef.current.onStart?.();
  }, [fail, maxSeconds, stop]);

  const reset = useCallback(() => {
    if (captureRef.current) return;
    setStatus('idle');
    setSeconds(0);
    setError(null);
    setRecording(null);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page turns the microphone off.
      mounted.current = false;
      clearTimers();
      void captureRef.current?.stop();
      captureRef.current = null;
      busyRef.current = false;
    };
  }, []);

  return { status, seconds, error, recording, start, stop, reset };
}
