import http from 'node:http';
import {
  createApp as createAcademicsApp,
  loadConfig as loadAcademicsConfig,
  seedDemoData as seedAcademics,
} from '@d742/academics-service';
import { withDatabase } from '@d742/embedded-db';
import { listen, serverUrl } from '@d742/service-kit';
import { startTestApp, TEST_SECRET, testLogger, type TestApp } from '@d742/service-testing';
import type { Connection } from 'mongoose';
import {
  FAKE_CHAT_KEY,
  FAKE_OPENAI_SPEECH_KEY,
  FAKE_SPEECH_KEY,
  FAKE_TRANSLATOR_KEY,
  FAKE_TRANSLATOR_REGION,
  startAzureSpeechFake,
  startChatFake,
  startOpenAiSpeechFake,
  startTranslatorFake,
  type ChatFakeOptions,
  type FakeServer,
  type TranslatorFakeOptions,
} from '../test/fakes';
import { createApp } from './app';
import { loadConfig, type VoiceConfig } from './config';

/** The voice config of tests: a throwaway database, the test secret, no providers. */
export const voiceTestConfig = (mongodbUri: string, env: NodeJS.ProcessEnv = {}): VoiceConfig =>
  loadConfig({
    MONGODB_URI: mongodbUri,
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    ...env,
  });
export type VoiceTestApp = TestApp<VoiceConfig, undefined>;

/** The real academics app, seeded with the demo families, on port 0 over its own database. */
async function startAcademics(connection: Connection, voiceUri: string) {
  const academicsDb = connection.useDb(`${connection.name}_academics`);
  await seedAcademics(academicsDb, new Date());
  const app = createAcademicsApp({
    connection: academicsDb,
    config: loadAcademicsConfig({
      MONGODB_URI: withDatabase(voiceUri, academicsDb.name),
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    }),
    logger: testLogger(),
  });
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface VoiceFakesOptions {
  translator?: TranslatorFakeOptions;
  chat?: ChatFakeOptions;
  /** Extra environment, e.g. VOICE_TTS_PROVIDER=none or a short VOICE_PROVIDER_TIMEOUT_MS. */
  env?: NodeJS.ProcessEnv;
  /** Start the real academics app with the demo families (default true). */
  academics?: boolean;
  /** Speech to text and speech by the OpenAI-compatible speech fake (English only) instead of Azure. */
  openaiSpeech?: boolean;
}

/**
 * The voice app with every provider pointed at loopback fakes speaking the providers' formats,
 * and the real academics app for the family's children (tests only).
 */
export async function startVoiceTestApp(options: VoiceFakesOptions = {}) {
  const speech = await startAzureSpeechFake();
  const translator = await startTranslatorFake(options.translator);
  const chat = await startChatFake(options.chat);
  const openaiSpeech = options.openaiSpeech ? await startOpenAiSpeechFake() : undefined;
  let academics: Awaited<ReturnType<typeof startAcademics>> | undefined;
  const env = {
    AZURE_SPEECH_KEY: FAKE_SPEECH_KEY,
    AZURE_SPEECH_REGION: 'westeurope',
    AZURE_SPEECH_STT_ENDPOINT: speech.url,
    AZURE_SPEECH_TTS_ENDPOINT: speech.url,
    AZURE_TRANSLATOR_KEY: FAKE_TRANSLATOR_KEY,
    AZURE_TRANSLATOR_REGION: FAKE_TRANSLATOR_REGION,
    AZURE_TRANSLATOR_ENDPOINT: translator.url,
    CHAT_API_KEY: FAKE_CHAT_KEY,
    CHAT_BASE_URL: chat.url,
    CHAT_MODEL: 'fake-model',
    ...(openaiSpeech
      ? {
          VOICE_STT_PROVIDER: 'openai',
          VOICE_TTS_PROVIDER: 'openai',
          OPENAI_SPEECH_API_KEY: FAKE_OPENAI_SPEECH_KEY,
          OPENAI_SPEECH_BASE_URL: openaiSpeech.url,
        }
      : {}),
    ...options.env,
  };
  const t = await startTestApp({
    name: 'voice',
    config: (uri) => voiceTestConfig(uri, env),
    seed: async (connection, config) => {
      if (options.academics === false) return;
      academics = await startAcademics(connection, config.mongodbUri);
      config.academicsUrl = academics.url;
    },
    createApp,
  });
  const fakes: {
    speech: FakeServer;
    translator: FakeServer;
    chat: FakeServer;
    openaiSpeech?: FakeServer;
  } = { speech, translator, chat, ...(openaiSpeech ? { openaiSpeech } : {}) };
  return {
    ...t,
    fakes,
    stop: async () => {
      await academics?.stop();
      await Promise.all([speech.close(), translator.close(), chat.close(), openaiSpeech?.close()]);
      await t.stop();
    },
  };
}
export type VoiceFakesApp = Awaited<ReturnType<typeof startVoiceTestApp>>;
