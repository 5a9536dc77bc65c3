import type { LoginRequest, PasscodeRequest, RegisterRequest, User } from '@d742/contracts';
import { apiRequest, loadContracts } from '@d742/platform/core';

async function postForUser(url: string, body: unknown): Promise<User> {
  const res = await apiRequest('POST', url, body);
  const [answer, { userSchema }] = await Promise.all([res.json(), loadContracts()]);
  return userSchema.parse(answer);
}

export const login = (body: LoginRequest) => postForUser('/api/auth/login', body);
export const passcodeLogin = (body: PasscodeRequest) => postForUser('/api/auth/passcode', body);
export const register = (body: RegisterRequest) => postForUser('/api/auth/register', body);
