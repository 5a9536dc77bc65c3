import { startFakeServer, type FakeServer } from './fake-server';

export interface ChatFakeOptions {
  apiKey?: string;
  /** The assistant's answer; default one that quotes the last user message. */
  reply?: string | ((messages: Array<{ role: string; content: string }>) => string);
}

export const FAKE_CHAT_KEY = 'sk-fake-chat-key-0123456789';

/**
 * An OpenAI-compatible POST /chat/completions: `Authorization: Bearer <key>` (401 with an OpenAI
 * error body otherwise), `{ model, messages }` → `{ choices: [{ message: { role, content } }] }`.
 */
export function startChatFake(options: ChatFakeOptions = {}): Promise<FakeServer> {
  const apiKey = options.apiKey ?? FAKE_CHAT_KEY;
  return startFakeServer((call) => {
    if (call.path !== '/chat/completions') return { status: 404, body: '' };
    if (call.headers.authorization !== `Bearer ${apiKey}`)
      return {
        status: 401,
        body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } },
      };
    const request = call.json() as {
      model?: string;
      messages?: Array<{ role: string; content: string }>;
    };
    if (!request.model || !request.messages?.length)
      return { status: 400, body: { error: { message: 'model and messages are required' } } };
    const last = [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const content =
      typeof options.reply === 'function'
        ? options.reply(request.messages)
        : (options.reply ?? `You asked: ${last}`);
    return {
      body: {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      },
    };
  });
}
