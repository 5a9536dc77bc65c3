import {
  type LoginRequest,
  type PasscodeRequest,
  type RegisterRequest,
  type User,
  userSchema,
} from '@d742/contracts';
import { apiRequest } from '@d742/platform';

async function postForUser(url: string, body: unknown): Promise<User> {
  const res = await apiRequest('POST', url, body);
  return userSchema.parse(await res.json());
}

export const login = (body: LoginRequest) => postForUser('/api/auth/login', body);
export const passcodeLogin = (body: PasscodeRequest) => postForUser('/api/auth/passcode', body);
export const register = (body: RegisterRequest) => postForUser('/api/auth/register', body);
