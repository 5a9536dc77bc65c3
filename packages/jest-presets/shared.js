// Tests run against workspace sources (no build needed); swc strips types fast.
const path = require('node:path');

const repo = path.resolve(__dirname, '..', '..');
const pkgs = path.join(repo, 'packages');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@d742/(i18n|platform)/testing$': `${pkgs}/$1/src/testing.ts`,
  '^@d742/i18n/languages$': `${pkgs}/i18n/src/languages.ts`,
  '^@d742/contracts/constants$': `${pkgs}/contracts/src/constants-entry.ts`,
  '^@d742/(platform|ui|i18n)/core$': `${pkgs}/$1/src/core.ts`,
  '^@d742/(contracts|i18n|demo-data|service-kit|service-testing|static-server|embedded-db|platform|ui|query-index)$': `${pkgs}/$1/src/index.ts`,
  '^@d742/ui/styles.css$': require.resolve('identity-obj-proxy'),
  '^@d742/(identity|academics|messaging|voice|reports|delivery)-service$': `${repo}/services/$1/src/app.ts`,
  '^@d742/api-gateway$': `${repo}/api-gateway/src/app.ts`,
  '\\.(css)$': require.resolve('identity-obj-proxy'),
};

module.exports = { repo, swcTransform, moduleNameMapper };
