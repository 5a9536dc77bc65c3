import type { Role } from '@d742/contracts';
import { type RemoteLoader, RemoteLoaderContext, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from '@d742/platform/router';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { StaffWorkspace } from './staff-workspace';

let api: TestApi;
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
});
afterEach(() => api.close());

const remotes: RemoteLoader = async (remote, expose) => ({
  default: () => <h2>{`${remote}/${expose}`}</h2>,
});

function renderAs(role: Role, route: string) {
  useSession.getState().setUser({ ...amina, role });
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={remotes}>
      <Routes>
        <Route path="staff/*" element={<StaffWorkspace />} />
      </Routes>
    </RemoteLoaderContext.Provider>,
    { route },
  );
}

describe('the staff workspace (/staff)', () => {
  it.each<Role>(['teacher', 'admin'])(
    'opens for a %s on its first section, hosted from the domain remote',
    async (role) => {
      renderAs(role, '/staff');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Staff workspace' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'academics/StaffClasses' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My classes' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('link', { name: 'Reports and alerts' })).not.toHaveAttribute(
        'aria-current',
      );
    },
  );

  it('hosts each section from its own remote under its own path', async () => {
    renderAs('teacher', '/staff/reports');
    expect(
      await screen.findByRole('heading', { name: 'reports/StaffReports' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports and alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each<Role>(['parent', 'student', 'client'])(
    'is the not-found page for a %s, as for a page that does not exist',
    (role) => {
      renderAs(role, '/staff/reports');
      expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
      expect(screen.queryByText('Staff workspace')).not.toBeInTheDocument();
    },
  );
});
