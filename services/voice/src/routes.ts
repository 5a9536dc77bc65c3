import Router from '@koa/router';
import { requireUser } from '@d742/service-kit';
import { capabilitiesHandler } from './handlers/capabilities.handler';
import { chatCompleteHandler } from './handlers/chat-complete.handler';
import type { HandlerDeps, VoiceState } from './handlers/context';
import { speakHandler } from './handlers/speak.handler';
import { transcribeHandler } from './handlers/transcribe.handler';
import { translateHandler } from './handlers/translate.handler';

/** Multipart routes: service-kit's JSON parser leaves their bodies to the handler. */
export const AUDIO_PATHS = ['/api/voice/chat-complete', '/api/voice/transcribe'];

export function createRouter(deps: HandlerDeps): Router<VoiceState> {
  const router = new Router<VoiceState>();
  router.get('/api/voice/capabilities', requireUser(), capabilitiesHandler(deps));
  router.post('/api/voice/chat-complete', requireUser(), chatCompleteHandler(deps));
  router.post('/api/voice/transcribe', requireUser(), transcribeHandler(deps));
  router.post('/api/voice/translate', requireUser(), translateHandler(deps));
  router.post('/api/voice/speak', requireUser(), speakHandler(deps));
  return router;
}
