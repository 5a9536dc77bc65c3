import { act, renderHook } from '@testing-library/react';
import { type FakeMicrophone, installFakeMicrophone } from '../test-utils/fake-audio';
import { type UseRecorderOptions, useRecorder } from './use-recorder';
import { WAV_HEADER_BYTES } from './wav';

let mic: FakeMicrophone | undefined;
afterEach(() => {
  mic?.restore();
  mic = undefined;
  jest.useRealTimers();
});

function setup(options: Partial<UseRecorderOptions> = {}) {
  const callbacks = { onStart: jest.fn(), onRecorded: jest.fn(), onError: jest.fn() };
  const hook = renderHook(() => useRecorder({ maxSeconds: 30, ...callbacks, ...options }));
  return { ...hook, ...callbacks };
}

describe('useRecorder', () => {
  it('goes idle → recording (counting seconds) → done with a 16 kHz WAV of what was heard', async () => {
    jest.useFakeTimers();
    mic = installFakeMicrophone({ sampleRate: 48_000 });
    const { result, onStart, onRecorded } = setup();
    expect(result.current.status).toBe('idle');

    await act(() => result.current.start());
    expect(result.current.status).toBe('recording');
    expect(onStart).toHaveBeenCalledTimes(1);

    act(() => {
      mic!.emitSeconds(2);
      jest.advanceTimersByTime(2000);
    });
    expect(result.current.seconds).toBe(2);

    await act(() => result.current.stop());
    expect(result.current.status).toBe('done');
    const recording = result.current.recording!;
    expect(recording.durationSeconds).toBe(2);
    expect(recording.wav.type).toBe('audio/wav');
    expect(recording.wav.size).toBe(WAV_HEADER_BYTES + 2 * 16_000 * 2);
    const header = new DataView(await recording.wav.arrayBuffer());
    expect(header.getUint32(24, true)).toBe(16_000);
    expect(header.getUint16(22, true)).toBe(1);
    expect(onRecorded).toHaveBeenCalledWith(recording);
    expect(mic.released()).toBe(true);
  });

  it('stops by itself at maxSeconds', async () => {
    jest.useFakeTimers();
    mic = installFakeMicrophone({ sampleRate: 44_100 });
    const { result, onRecorded } = setup({ maxSeconds: 30 });
    await act(() => result.current.start());
    await act(async () => {
      mic!.emitSeconds(29);
      jest.advanceTimersByTime(29_000);
    });
    expect(result.current.status).toBe('recording');
    expect(result.current.seconds).toBe(29);
    await act(async () => {
      mic!.emitSeconds(1);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.status).toBe('done');
    expect(result.current.seconds).toBe(30);
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(onRecorded.mock.calls[0][0].durationSeconds).toBe(30);
    expect(mic.released()).toBe(true);
  });

  it('reports a refused microphone as denied', async () => {
    mic = installFakeMicrophone({ deny: true });
    const { result, onError, onStart } = setup();
    await act(() => result.current.start());
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('denied');
    expect(onError).toHaveBeenCalledWith('denied');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('reports a browser without Web Audio as unavailable', async () => {
    const { result, onError } = setup();
    await act(() => result.current.start());
    expect(result.current.error).toBe('unavailable');
    expect(onError).toHaveBeenCalledWith('unavailable');
  });

  it('turns the microphone off when the component goes away, and reset returns to idle', async () => {
    mic = installFakeMicrophone();
    const { result, unmount } = setup();
    await act(() => result.current.start());
    await act(() => result.current.stop());
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    expect(result.current.recording).toBeNull();
    await act(() => result.current.start());
    expect(mic.released()).toBe(false);
    unmount();
    await act(async () => undefined);
    expect(mic.released()).toBe(true);
  });
});
