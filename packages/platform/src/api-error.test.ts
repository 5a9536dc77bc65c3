import { errorBodySchema } from '@d742/contracts';
import { ApiError, readErrorBody } from './api-error';

describe('readErrorBody(data)', () => {
  const samples: unknown[] = [
    { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
    { error: 'Not found' },
    {
      error: 'Blocked',
      code: 'ACCESS_BLOCKED',
      details: { blockedUntil: 1 },
      attemptsRemaining: 0,
    },
    { error: 42, code: 'X' },
    { error: 'Bad code', code: 7 },
    { code: 'ONLY_CODE' },
    ['error'],
    'error',
    null,
    undefined,
  ];

  it('should read exactly what errorBodySchema accepts, without zod', () => {
    for (const data of samples) {
      const parsed = errorBodySchema.safeParse(data);
      expect(readErrorBody(data)).toEqual(
        parsed.success
          ? Object.fromEntries(
              Object.entries({ error: parsed.data.error, code: parsed.data.code }).filter(
                ([, v]) => v !== undefined,
              ),
            )
          : undefined,
      );
    }
  });

  it("should give an ApiError the server's code and message", () => {
    const error = new ApiError(401, '{}', 'Unauthorized', {
      error: 'Sign in again',
      code: 'UNAUTHORIZED',
    });
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.serverMessage).toBe('Sign in again');
    expect(new ApiError(500, 'oops', 'Server Error', 'oops').code).toBeUndefined();
  });
});
