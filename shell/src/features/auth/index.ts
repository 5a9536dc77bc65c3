export { SessionGate } from './session-gate';
export { SignInScreen } from './sign-in-screen';
export { PasswordField } from './password-field';
export { localizeContractText } from './auth-messages';
