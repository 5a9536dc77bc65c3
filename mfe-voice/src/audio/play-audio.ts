/** Plays `src` once; rejects when the browser cannot (unsupported data, autoplay refused...). */
export async function playAudio(src: string): Promise<HTMLAudioElement> {
  const audio = new Audio(src);
  await audio.play();
  return audio;
}

/** A `data:` URL for base64 audio from the service (chat-complete's responseAudioBase64). */
export function base64AudioUrl(base64: string, type = 'audio/mpeg'): string {
  return `data:${type};base64,${base64}`;
}
