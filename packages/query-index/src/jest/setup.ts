import { appendFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { captureQueries, currentSender } from '../capture';
import { CAPTURE_DIR_ENV } from './capture-dir';

const repo = path.resolve(__dirname, '..', '..', '..', '..');

// Runs in each test file's module registry, so `mongoose` here is the instance the file's app uses.
const dir = process.env[CAPTURE_DIR_ENV];
if (dir) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  captureQueries(
    mongoose,
    (query) => appendFileSync(file, `${JSON.stringify(query)}\n`),
    () => currentSender(repo),
  );
}
