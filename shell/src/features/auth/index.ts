export { SessionGate } from './session-gate';
export { SignInScreen } from './sign-in-screen';
