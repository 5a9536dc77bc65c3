import { z } from 'zod';
import { isoDateSchema } from './common';

export const BEHAVIOR_TYPES = ['positive', 'warning', 'incident'] as const;
export const behaviorReportSchema = z.object({
  id: z.string(),
  studentId: z.string().optional(),
  /** positive, warning, incident; anything else is shown as Note. */
  type: z.string(),
  title: z.string(),
  description: z.string(),
  teacherName: z.string(),
  category: z.string(),
  createdAt: isoDateSchema,
  audioMessageUrl: z.string().nullable().optional(),
  audioMessageSomali: z.string().nullable().optional(),
  actionRequired: z.boolean(),
});
export type BehaviorReport = z.infer<typeof behaviorReportSchema>;
export const behaviorReportListSchema = z.array(behaviorReportSchema);

export const HEALTH_SEVERITIES = ['high', 'medium', 'low'] as const;
export const healthAlertSchema = z.object({
  id: z.string(),
  studentId: z.string().optional(),
  /** high, medium, low; otherwise Normal. */
  severity: z.string(),
  summary: z.string(),
  details: z.string().nullable().optional(),
  actionTaken: z.string().nullable().optional(),
  nurseName: z.string(),
  type: z.string(),
  createdAt: isoDateSchema,
  parentContactRequired: z.boolean(),
  followUpRequired: z.boolean(),
});
export type HealthAlert = z.infer<typeof healthAlertSchema>;
export const healthAlertListSchema = z.array(healthAlertSchema);
