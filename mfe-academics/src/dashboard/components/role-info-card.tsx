import type { Role } from '@d742/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@d742/ui/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';

/** Students, teachers, administrators and community clients see information only (spec 2). */
export function RoleInfoCard({ role }: { role: Exclude<Role, 'parent'> }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="academics-role-card">
      <CardHeader>
        <CardTitle id={titleId}>{t(`dashboard.roles.${role}.title`)}</CardTitle>
        <CardDescription>{t(`dashboard.roles.${role}.description`)}</CardDescription>
      </CardHeader>
    </Card>
  );
}
