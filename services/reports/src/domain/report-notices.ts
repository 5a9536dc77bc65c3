import type { LocalizedText, ServerLiveMessage } from '@d742/contracts';
import type { BehaviorReportDoc, HealthAlertDoc } from '../models';

const both = (f: (lang: 'so' | 'en') => string): LocalizedText => ({ so: f('so'), en: f('en') });

/**
 * What a child's parents see live when a behavior report is filed: the child's name and the
 * report's own title, then its description. The plain strings are Somali, the portal's default;
 * the browser shows the i18n one its reader chose.
 */
export function behaviorReportNotice(
  studentName: string,
  report: Pick<BehaviorReportDoc, 'title' | 'description' | 'studentId'>,
): ServerLiveMessage {
  const title = both((l) => `${studentName}: ${report.title[l]}`);
  return {
    type: 'notification',
    title: title.so,
    message: report.description.so,
    titleI18n: title,
    i18n: report.description,
    topic: 'behavior_report',
    studentId: report.studentId.toHexString(),
  };
}

/** The health alert's notification: "Hodan: Asthma", then its summary, with its severity. */
export function healthAlertNotice(
  studentName: string,
  alert: Pick<HealthAlertDoc, 'type' | 'summary' | 'studentId' | 'severity'>,
): ServerLiveMessage {
  const title = both((l) => `${studentName}: ${alert.type[l]}`);
  return {
    type: 'notification',
    title: title.so,
    message: alert.summary.so,
    titleI18n: title,
    i18n: alert.summary,
    // Its severity travels with it: a high one may text a parent at night, a routine note waits.
    severity: alert.severity,
    topic: 'health_alert',
    studentId: alert.studentId.toHexString(),
  };
}

/**
 * A high-severity alert also raises a system alert (a longer, destructive toast) that names the
 * child and the alert, so it reads on its own: "Hodan: Asthma — Hodan had an asthma attack
 * during PE."
 */
export function urgentHealthAlert(
  studentName: string,
  alert: Pick<HealthAlertDoc, 'type' | 'summary' | 'studentId'>,
): ServerLiveMessage {
  const message = both((l) => `${studentName}: ${alert.type[l]} — ${alert.summary[l]}`);
  return {
    type: 'system_alert',
    severity: 'high',
    message: message.so,
    i18n: message,
    topic: 'health_alert',
    studentId: alert.studentId.toHexString(),
  };
}
