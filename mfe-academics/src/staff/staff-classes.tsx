import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@d742/platform/router';
import { useLiveRefresh } from '../api/live-refresh';
import { ACADEMICS_NS } from '../i18n';
import { QueryView } from '../lib/query-view';
import { useStaffClasses } from './api/staff-classes-api';
import { ClassList } from './components/class-list';
import { ClassWorkspace, type ClassSection } from './components/class-workspace';
import '../lib/academics.css';
import './staff.css';

const SECTIONS: readonly ClassSection[] = ['attendance', 'grades', 'conferences'];
const asSection = (value: string | null): ClassSection =>
  SECTIONS.find((s) => s === value) ?? 'attendance';

/**
 * Staff workspace, 'My classes': the teacher's classes with rosters and family languages; a class
 * opens on its attendance, with its grades and conferences beside. The open class and section
 * live in the address (?class=&section=), so the phone's back button and a reload keep them.
 */
export default function StaffClasses() {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const classes = useStaffClasses();
  useLiveRefresh();
  const openId = params.get('class');
  const section = asSection(params.get('section'));

  return (
    <section className="academics-page academics-staff" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="academics-section-title">
          {t('staff.title')}
        </h2>
        <p className="academics-muted">{t('staff.description')}</p>
      </div>
      <QueryView
        query={classes}
        loadingLabel={t('staff.loading')}
        errorMessage={t('staff.loadError')}
        skeletons={{ count: 2, className: 'academics-skeleton-card' }}
      >
        {(list) => {
          const open = list.find((c) => c.id === openId);
          return open ? (
            <ClassWorkspace
              schoolClass={open}
              section={section}
              onSection={(next) => setParams({ class: open.id, section: next })}
              onBack={() => setParams({})}
            />
          ) : (
            <ClassList classes={list} onOpen={(id) => setParams({ class: id })} />
          );
        }}
      </QueryView>
    </section>
  );
}
