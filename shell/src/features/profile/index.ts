export { ProfilePage } from './profile-page';
export { useNotificationSwitch, useProfile } from './profile-api';
