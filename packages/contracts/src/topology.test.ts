import { API_ROUTES } from './api';
import { API_PATH, DEFAULT_PORTS, REMOTE_EXPOSES, REMOTE_NAMES, SERVICE_NAMES } from './topology';

describe('API_PATH', () => {
  it('should prefix every route the gateway forwards to a service', () => {
    expect(API_ROUTES.filter((route) => !route.path.startsWith(`${API_PATH}/`))).toEqual([]);
  });
});

describe('DEFAULT_PORTS', () => {
  it('should give every service and remote its own port', () => {
    const ports = [
      DEFAULT_PORTS.gateway,
      ...SERVICE_NAMES.map((name) => DEFAULT_PORTS.services[name]),
      ...REMOTE_NAMES.map((name) => DEFAULT_PORTS.remotes[name]),
      DEFAULT_PORTS.database,
    ];
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('REMOTE_EXPOSES', () => {
  it('should list modules for every remote, as bare PascalCase names', () => {
    expect(Object.keys(REMOTE_EXPOSES)).toEqual([...REMOTE_NAMES]);
    for (const exposes of Object.values(REMOTE_EXPOSES)) {
      expect(exposes.length).toBeGreaterThan(0);
      for (const name of exposes) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });
});
