import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { defaultPorts, startStack } from '@d742/stack';
import { DEMO_ACCESS_CODE, DEMO_USERS, E2E_PORT_OFFSET, expect, test } from '../support/fixtures';

test.describe('stopping and starting the portal', () => {
  test('keeps accounts and data, and does not duplicate the demo data', async () => {
    test.setTimeout(180_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-restart-'));
    // A second stack beside the suite's own.
    const ports = defaultPorts(E2E_PORT_OFFSET + 1000);
    const newParent = {
      firstName: 'Sahra',
      lastName: 'Jama',
      email: `sahra.${Date.now()}@example.org`,
      password: 'Sahra-Restart-742',
      confirmPassword: 'Sahra-Restart-742',
    };
    const signIn = async (baseURL: string, username: string, password: string) => {
      const ctx = await playwrightRequest.newContext({ baseURL });
      expect(
        (
          await ctx.post('/api/auth/verify-access-code', { data: { accessCode: DEMO_ACCESS_CODE } })
        ).ok(),
      ).toBe(true);
      const res = await ctx.post('/api/auth/login', { data: { username, password } });
      return { ctx, status: res.status() };
    };

    try {
      let stack = await startStack({ dataDir, ports, log: () => {} });
      {
        const ctx = await playwrightRequest.newContext({ baseURL: stack.url });
        await ctx.post('/api/auth/verify-access-code', { data: { accessCode: DEMO_ACCESS_CODE } });
        const created = await ctx.post('/api/auth/register', { data: newParent });
        expect(created.status()).toBe(201);
        await ctx.dispose();
      }
      await stack.stop();

      stack = await startStack({ dataDir, ports, log: () => {} });
      try {
        const again = await signIn(stack.url, newParent.email, newParent.password);
        expect(again.status).toBe(200);
        await again.ctx.dispose();
        const amina = await signIn(stack.url, DEMO_USERS.amina.username, DEMO_USERS.amina.password);
        expect(amina.status).toBe(200);
        const students = (await (await amina.ctx.get('/api/students')).json()) as unknown[];
        expect(students).toHaveLength(3);
        await amina.ctx.dispose();
      } finally {
        await stack.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
