import { RemoteModule, useSession } from '@d742/platform';
import { PageHeading } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from '@d742/platform/router';
import { NotFoundPage } from '../not-found';
import { isStaffRole } from './staff-roles';
import { STAFF_SECTIONS } from './staff-sections';

/**
 * /staff: teachers' and administrators' workspace. Anyone else gets the not-found page, as for
 * a page that does not exist (the server checks every call on its own as well).
 */
export function StaffWorkspace() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  if (!isStaffRole(role)) return <NotFoundPage />;
  const [first] = STAFF_SECTIONS;
  return (
    <section className="shell-staff">
      <PageHeading description={t('staff.description')}>{t('staff.title')}</PageHeading>
      <nav className="shell-staff__tabs" aria-label={t('staff.nav.label')}>
        {STAFF_SECTIONS.map((section) => (
          <NavLink key={section.path} to={`/staff/${section.path}`} className="shell-staff__tab">
            {t(section.labelKey)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        {first ? <Route index element={<Navigate to={first.path} replace />} /> : null}
        {STAFF_SECTIONS.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={<RemoteModule remote={section.remote} expose={section.expose} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </section>
  );
}
