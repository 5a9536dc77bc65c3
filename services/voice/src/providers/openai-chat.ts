import { z } from 'zod';
import type { ChatSettings } from '../config';
import { parseJson, providerFetch, refused } from './http';
import { isSuccess, openAiRefusal, openAiUrl } from './openai-common';
import type { ChatMessage, ChatModel } from './ports';

const answerSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/** Any OpenAI-compatible `POST {baseUrl}/chat/completions`. */
export class OpenAiChat implements ChatModel {
  constructor(
    private readonly settings: ChatSettings,
    private readonly timeoutMs: number,
  ) {}

  async complete(messages: readonly ChatMessage[]): Promise<string> {
    const provider = 'chat';
    const url = openAiUrl(this.settings.baseUrl, '/chat/completions');
    const response = await providerFetch(
      provider,
      url,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.settings.apiKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ model: this.settings.model, messages, temperature: 0.3 }),
      },
      this.timeoutMs,
    );
    if (!isSuccess(response)) throw openAiRefusal(provider, response);
    const parsed = answerSchema.safeParse(parseJson(response));
    const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (!content) throw refused(provider, response, 'an answer without a message');
    return content;
  }
}
