export * from './fake-server';
export * from './azure-speech-fake';
export * from './translator-fake';
export * from './chat-fake';
export * from './wav';
export * from './openai-speech-fake';
export * from './multipart';
