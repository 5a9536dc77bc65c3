import { RemoteModule } from '@d742/platform';
import { Route, Routes } from 'react-router-dom';
import { AdminPage } from './features/admin';
import { SessionGate } from './features/auth';
import { HomePage } from './features/home';
import { AppLayout } from './features/layout';
import { MorePage } from './features/more';
import { NotFoundPage } from './features/not-found';
import { ProfilePage } from './features/profile';
import { StaffWorkspace } from './features/staff';

export function AppRoutes() {
  return (
    <Routes>
      {/* Reachable signed out: administrators sign in here, not through the parent sign-in. */}
      <Route path="admin" element={<AdminPage />} />
      <Route
        element={
          <SessionGate>
            <AppLayout />
          </SessionGate>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="grades" element={<RemoteModule remote="academics" expose="GradesPage" />} />
        <Route
          path="calendar"
          element={<RemoteModule remote="academics" expose="CalendarPage" />}
        />
        <Route
          path="homework"
          element={<RemoteModule remote="academics" expose="HomeworkPage" />}
        />
        <Route
          path="messages/*"
          element={<RemoteModule remote="messaging" expose="MessagesPage" />}
        />
        <Route path="alerts" element={<RemoteModule remote="reports" expose="AlertsPage" />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="more" element={<MorePage />} />
        <Route path="staff/*" element={<StaffWorkspace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
