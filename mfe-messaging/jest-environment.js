// Platform's jsdom-with-fetch environment, plus Node's Blob/File/FormData: a voice reply is
// multipart, and jsdom's own copies are a realm Node's fetch cannot send (the body would go out
// as "[object FormData]"). In a browser the page's fetch and FormData are one realm.
const PlatformEnvironment = require('@d742/platform/jest-environment');

class MessagingTestEnvironment extends PlatformEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Blob', 'File', 'FormData']) this.global[name] = globalThis[name];
  }
}

module.exports = MessagingTestEnvironment;
