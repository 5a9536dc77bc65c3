// Platform's jsdom-with-fetch environment, plus Node's Blob/File/FormData. jsdom's own copies are a
// different realm that Node's fetch cannot send (a FormData body goes out as "[object FormData]")
// and jsdom's Blob has no arrayBuffer(); in a browser the page's fetch and Blob are one realm.
const PlatformEnvironment = require('@d742/platform/jest-environment');

const NODE_OVERRIDES = ['Blob', 'File', 'FormData'];

class VoiceTestEnvironment extends PlatformEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_OVERRIDES) this.global[name] = globalThis[name];
  }
}

module.exports = VoiceTestEnvironment;
