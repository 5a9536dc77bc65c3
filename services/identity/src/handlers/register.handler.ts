import type Koa from 'koa';
import { registerRequestSchema } from '@d742/contracts';
import { ConflictError, ForbiddenError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { languageOf, requestBody } from '../http/request';
import { signIn } from '../http/sign-in';
import { DUPLICATE_ACCOUNT_MESSAGE } from '../repositories/user-repository';
import { safeEqual } from '../security/keys';
import { hashSecret } from '../security/passwords';

export const STUDENT_SELF_REGISTRATION = 'Student accounts are created by the school';
export const TEACHER_CODE_INVALID = 'A valid teacher registration code is required';

export function registerHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const form = validate(registerRequestSchema, requestBody(ctx));

    if (form.role === 'student') {
      throw new ForbiddenError(STUDENT_SELF_REGISTRATION, { code: 'STUDENT_SELF_REGISTRATION' });
    }
    const teacherCode = s.config.teacherRegistrationCode;
    if (form.role === 'teacher' && !(teacherCode && safeEqual(form.teacherCode, teacherCode))) {
      throw new ForbiddenError(TEACHER_CODE_INVALID, { code: 'TEACHER_CODE_INVALID' });
    }
    if (await s.users.isTaken(form.email)) {
      throw new ConflictError(DUPLICATE_ACCOUNT_MESSAGE, { code: 'ACCOUNT_EXISTS' });
    }

    const ssn = form.ssn ? s.sensitive.protectSsn(form.ssn) : { ssnHash: null, ssnLast4: null };
    const user = await s.users.create({
      username: form.email,
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phoneNumber,
      language: languageOf(ctx),
      role: form.role,
      passwordHash: await hashSecret(form.password),
      passcodeHash: form.passcode ? await hashSecret(form.passcode) : null,
      ...ssn,
      dateOfBirthEncrypted: form.dateOfBirth
        ? s.sensitive.encryptDateOfBirth(form.dateOfBirth)
        : null,
      studentId: form.studentId || null,
      department: form.department || null,
    });

    ctx.status = 201;
    ctx.body = await signIn(ctx, s, user, { rememberDevice: true });
  };
}
