// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');
// findBy/waitFor wait up to 5 s: on a loaded 2-core CI machine a first render (which loads the
// page's modules) can outlast the default second. Passing tests do not wait longer for it.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
