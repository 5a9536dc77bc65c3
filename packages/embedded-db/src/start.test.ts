import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from './start';
import { withClient } from './with-client';
import { withDatabase } from './with-database';

jest.setTimeout(120_000);

function portIsOpen(uri: string): Promise<boolean> {
  const port = Number(new URL(uri).port);
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startEmbeddedMongo()', () => {
  const savedUri = process.env.MONGODB_URI;
  let dataDir: string;

  beforeEach(() => {
    delete process.env.MONGODB_URI;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'd742-embedded-test-'));
  });

  afterEach(() => {
    if (savedUri === undefined) delete process.env.MONGODB_URI;
    else process.env.MONGODB_URI = savedUri;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts a loopback server whose data survives a restart with the same data dir', async () => {
    const first = await startEmbeddedMongo({ dataDir });
    expect(first.kind).not.toBe('external');
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    await withClient(withDatabase(first.uri, 'embedded_test'), async (client) => {
      await client.db().collection('things').insertOne({ name: 'survivor', n: 42 });
    });
    await first.stop();
    expect(await portIsOpen(first.uri)).toBe(false);

    const second = await startEmbeddedMongo({ dataDir });
    try {
      const found = await withClient(withDatabase(second.uri, 'embedded_test'), (client) =>
        client.db().collection('things').findOne({ name: 'survivor' }),
      );
      expect(found).toMatchObject({ name: 'survivor', n: 42 });
    } finally {
      await second.stop();
    }
  });

  it('keeps separate data dirs apart', async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'd742-embedded-test-'));
    const a = await startEmbeddedMongo({ dataDir });
    const b = await startEmbeddedMongo({ dataDir: otherDir });
    try {
      expect(a.uri).not.toBe(b.uri);
      await withClient(withDatabase(a.uri, 'iso'), (client) =>
        client.db().collection('c').insertOne({ only: 'a' }),
      );
      const inB = await withClient(withDatabase(b.uri, 'iso'), (client) =>
        client.db().collection('c').countDocuments(),
      );
      expect(inB).toBe(0);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('uses MONGODB_URI as is when set, and stop() leaves that server alone', async () => {
    process.env.MONGODB_URI = 'mongodb://127.0.0.1:1';
    const db = await startEmbeddedMongo({ dataDir });
    expect(db).toMatchObject({ uri: 'mongodb://127.0.0.1:1', kind: 'external' });
    await expect(db.stop()).resolves.toBeUndefined();
  });
});

describe('startEmbeddedMongo({ port })', () => {
  it('fails fast when the requested port is already taken', async () => {
    const savedUri = process.env.MONGODB_URI;
    delete process.env.MONGODB_URI;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'd742-embedded-test-'));
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      await expect(startEmbeddedMongo({ dataDir, port })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      blocker.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (savedUri !== undefined) process.env.MONGODB_URI = savedUri;
    }
  });
});
