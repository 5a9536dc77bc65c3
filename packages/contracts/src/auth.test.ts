import {
  accessCodeRequestSchema,
  loginRequestSchema,
  passcodeRequestSchema,
  registerRequestSchema,
  userSchema,
} from './auth';

const validRegistration = {
  firstName: 'Sahra',
  lastName: 'Jama',
  email: 'Sahra.Jama@Example.org',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

function firstError(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('accessCodeRequestSchema', () => {
  it('should uppercase and trim the code', () => {
    expect(accessCodeRequestSchema.parse({ accessCode: ' district742 ' })).toEqual({
      accessCode: 'DISTRICT742',
    });
  });

  it('should require a code of at most 12 characters', () => {
    expect(firstError(accessCodeRequestSchema.safeParse({ accessCode: '' }))).toBe(
      'Access code is required',
    );
    expect(accessCodeRequestSchema.safeParse({ accessCode: 'A'.repeat(13) }).success).toBe(false);
    expect(accessCodeRequestSchema.safeParse({ accessCode: 'A'.repeat(12) }).success).toBe(true);
  });
});

describe('loginRequestSchema and passcodeRequestSchema', () => {
  it('should require username and password', () => {
    expect(loginRequestSchema.safeParse({ username: ' ', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'amina', password: '' }).success).toBe(false);
    expect(loginRequestSchema.parse({ username: ' amina ', password: 'x' })).toEqual({
      username: 'amina',
      password: 'x',
    });
  });

  it("should answer an empty passcode with the spec's text and refuse more than 6 characters", () => {
    expect(firstError(passcodeRequestSchema.safeParse({ passcode: '' }))).toBe(
      'Please enter your passcode',
    );
    expect(passcodeRequestSchema.safeParse({ passcode: '1234567' }).success).toBe(false);
    expect(passcodeRequestSchema.safeParse({ passcode: '123456' }).success).toBe(true);
  });
});

describe('registerRequestSchema', () => {
  it('should accept the four shown fields, defaulting the hidden ones and the parent role', () => {
    const parsed = registerRequestSchema.parse(validRegistration);
    expect(parsed).toMatchObject({
      email: 'sahra.jama@example.org',
      role: 'parent',
      passcode: '',
      ssn: '',
    });
  });

  it('should refuse mismatched passwords and passcodes with the spec texts', () => {
    expect(
      firstError(
        registerRequestSchema.safeParse({ ...validRegistration, confirmPassword: 'other-one' }),
      ),
    ).toBe('Passwords do not match!');
    expect(
      firstError(
        registerRequestSchema.safeParse({
          ...validRegistration,
          passcode: '1234',
          confirmPasscode: '4321',
        }),
      ),
    ).toBe('Passcodes do not match!');
  });

  it('should require first name, last name, a valid email and a password', () => {
    for (const field of ['firstName', 'lastName', 'email', 'password'] as const) {
      expect(registerRequestSchema.safeParse({ ...validRegistration, [field]: '' }).success).toBe(
        false,
      );
    }
    expect(
      firstError(registerRequestSchema.safeParse({ ...validRegistration, email: 'not-an-email' })),
    ).toBe('Email address is not valid');
  });

  it('should never let anyone register as an administrator', () => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, role: 'admin' }).success).toBe(
      false,
    );
  });

  it('should check the shape of ssn and date of birth when given', () => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, ssn: '12-34' }).success).toBe(
      false,
    );
    expect(
      registerRequestSchema.safeParse({ ...validRegistration, dateOfBirth: '01/02/1990' }).success,
    ).toBe(false);
    expect(
      registerRequestSchema.safeParse({
        ...validRegistration,
        ssn: '123-45-6789',
        dateOfBirth: '1990-02-01',
      }).success,
    ).toBe(true);
  });
});

describe('userSchema', () => {
  it('should describe the signed-in user without sensitive fields', () => {
    const user = userSchema.parse({
      id: 'u1',
      firstName: 'Amina',
      lastName: 'Hassan',
      email: 'a@example.org',
      language: 'so',
      role: 'parent',
      createdAt: '2026-01-01T00:00:00.000Z',
      ssn: '123-45-6789',
    });
    expect(user).not.toHaveProperty('ssn');
    expect(user.phone).toBe('');
  });
});
