import { useSession } from '@d742/platform';
import { useLiveRefresh } from '../api/live-refresh';
import { ChildrenSection } from './components/children-section';
import { ConnectionIndicator } from './components/connection-indicator';
import { ContactTeacherButton } from './components/contact-teacher-button';
import { QuickActions } from './components/quick-actions';
import { RecentUpdates } from './components/recent-updates';
import { RoleInfoCard } from './components/role-info-card';
import '../lib/academics.css';
import './dashboard.css';

/** Home dashboard content under the shell's greeting (spec 2, "Home dashboard"). */
export default function DashboardPanel() {
  const role = useSession((s) => s.user?.role);
  useLiveRefresh();
  return (
    <div className="academics-dashboard">
      <ConnectionIndicator />
      {role === 'parent' ? <ChildrenSection /> : role ? <RoleInfoCard role={role} /> : null}
      <RecentUpdates />
      <QuickActions />
      <ContactTeacherButton />
    </div>
  );
}
