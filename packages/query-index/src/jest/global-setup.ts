import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAPTURE_DIR_ENV } from './capture-dir';

/** A fresh folder for this run's captured queries; the workers inherit its path. */
export default function globalSetup(): void {
  process.env[CAPTURE_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), 'd742-queries-'));
}
