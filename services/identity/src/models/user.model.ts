import { Schema, type Connection, type Model, Types } from 'mongoose';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  LANGUAGES,
  ROLES,
  type Language,
  type NotificationPreferences,
  type Role,
} from '@d742/contracts';

export interface UserRecord {
  _id: Types.ObjectId;
  /** lowercase; registered accounts use their email as username */
  username: string;
  /** lowercase */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: Language;
  /** When `language` was last chosen explicitly; null when never (decision 011). */
  languageChosenAt?: Date | null;
  /** The profile's switches; documents older than them read as the defaults. */
  notifications?: NotificationPreferences;
  role: Role;
  passwordHash: string;
  passcodeHash?: string | null;
  ssnHash?: string | null;
  ssnLast4?: string | null;
  dateOfBirthEncrypted?: string | null;
  studentId?: string | null;
  department?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserRecord>(
  {
    username: { type: String, required: true, lowercase: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phone: { type: String, default: '' },
    language: { type: String, enum: LANGUAGES, default: 'so' },
    languageChosenAt: { type: Date, default: null },
    notifications: {
      type: new Schema<NotificationPreferences>(
        {
          push: { type: Boolean, default: DEFAULT_NOTIFICATION_PREFERENCES.push },
          email: { type: Boolean, default: DEFAULT_NOTIFICATION_PREFERENCES.email },
          sms: { type: Boolean, default: DEFAULT_NOTIFICATION_PREFERENCES.sms },
        },
        { _id: false },
      ),
      default: () => ({ ...DEFAULT_NOTIFICATION_PREFERENCES }),
    },
    role: { type: String, enum: ROLES, required: true },
    passwordHash: { type: String, required: true },
    passcodeHash: { type: String, default: null },
    ssnHash: { type: String, default: null },
    ssnLast4: { type: String, default: null },
    dateOfBirthEncrypted: { type: String, default: null },
    studentId: { type: String, default: null },
    department: { type: String, default: null },
  },
  { collection: 'users', timestamps: true, versionKey: false },
);
userSchema.index({ username: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true });

export type UserModel = Model<UserRecord>;

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.User as UserModel | undefined) ??
    connection.model<UserRecord>('User', userSchema)
  );
}
