/** Technical support address behind the sign-in help line (mailto:). Set per district deployment. */
export const SUPPORT_EMAIL = 'support@district742.org';
