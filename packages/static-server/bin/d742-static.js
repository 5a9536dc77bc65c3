#!/usr/bin/env node
'use strict';
require('../dist/cli.js')
  .main(process.argv.slice(2))
  .catch((error) => {
    process.stderr.write(`${error && error.message ? error.message : error}\n`);
    process.exit(1);
  });
