import { DEMO_USERS } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ DEMO_MODE: 'false', ACCESS_CODE: 'PRODCODE1' });
});
afterAll(() => h.close());

describe('outside demo mode', () => {
  it('shows no demo credentials on the administrators’ sign-in', async () => {
    const res = await new Browser(h).get('/api/admin/sign-in-info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ demoCredentials: null });
    expect(JSON.stringify(res.body)).not.toContain(DEMO_USERS.admin.password);
  });

  it('never invents emergency numbers', async () => {
    const res = await new Browser(h)
      .actAs(DEMO_USERS.amina.id, 'parent')
      .get('/api/district/contacts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contacts: { schoolOffice: '', district: '', transportation: '' },
      demo: false,
      updatedAt: null,
    });
  });

  it('reports the code from ACCESS_CODE', async () => {
    const res = await new Browser(h)
      .actAs(DEMO_USERS.admin.id, 'admin')
      .get('/api/admin/access-code');
    expect(res.body).toEqual({ source: 'env', rotatedAt: null });
  });
});
