import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { deliveryJobSchema } from './delivery-job';
import { jobClaimSchema } from './job-claim';
import { pushSubscriptionSchema } from './push-subscription';
import { settingSchema } from './setting';
import { verifiedAddressSchema } from './verified-address';
import { contactCodeSchema } from './contact-code';
import { sentSmsSchema } from './sent-sms';
import { smsCapSlotSchema } from './sms-cap-slot';
import { smsInboundSchema } from './sms-inbound';
import { smsSuppressionSchema } from './sms-suppression';
import { verifiedPhoneSchema } from './verified-phone';

export function createModels(connection: Connection) {
  return {
    PushSubscription: modelOn(connection, 'PushSubscription', pushSubscriptionSchema),
    DeliveryJob: modelOn(connection, 'DeliveryJob', deliveryJobSchema),
    JobClaim: modelOn(connection, 'JobClaim', jobClaimSchema),
    Setting: modelOn(connection, 'Setting', settingSchema),
    VerifiedAddress: modelOn(connection, 'VerifiedAddress', verifiedAddressSchema),
    VerifiedPhone: modelOn(connection, 'VerifiedPhone', verifiedPhoneSchema),
    SmsSuppression: modelOn(connection, 'SmsSuppression', smsSuppressionSchema),
    ContactCode: modelOn(connection, 'ContactCode', contactCodeSchema),
    SentSms: modelOn(connection, 'SentSms', sentSmsSchema),
    SmsCapSlot: modelOn(connection, 'SmsCapSlot', smsCapSlotSchema),
    SmsInbound: modelOn(connection, 'SmsInbound', smsInboundSchema),
  };
}
export type DeliveryModels = ReturnType<typeof createModels>;

export type { DeliveryJobDoc, JobKind } from './delivery-job';
export type { PushSubscriptionDoc } from './push-subscription';
export type { ContactCodeDoc } from './contact-code';
export type { SmsInboundDoc, InboundOutcome } from './sms-inbound';
export type { SuppressionReason } from './sms-suppression';

/** Builds the indexes (the unique endpoint and job key among them) before the first request. */
export async function prepareDatabase(connection: Connection): Promise<void> {
  await Promise.all(Object.values(createModels(connection)).map((model) => model.init()));
}
