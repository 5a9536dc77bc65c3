/** Spec section 9: 'App installed successfully!' shows for 3 seconds. */
export const INSTALL_SUCCESS_MS = 3000;

/** Sent by the profile's push switch: the device subscribes or unsubscribes to match it. */
export const PUSH_SETTING_EVENT = 'd742:push-setting';
