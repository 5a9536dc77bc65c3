import { TEST_SECRET, type TestApp } from '@d742/service-testing';
import { loadConfig, type VoiceConfig } from './config';

/** The voice config of tests: a throwaway database and the test secret. */
export const voiceTestConfig = (mongodbUri: string): VoiceConfig =>
  loadConfig({ MONGODB_URI: mongodbUri, INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: 'silent' });
export type VoiceTestApp = TestApp<VoiceConfig, undefined>;
