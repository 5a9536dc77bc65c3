import type { Assignment, Role, Student, User } from '@d742/contracts';

// Data generators in the contracts' shapes (ids are 24-hex like the service's).
export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: '64a000000000000000000001',
    firstName: 'Amina',
    lastName: 'Hassan',
    email: 'amina@example.org',
    phone: '',
    language: 'so',
    role,
    createdAt: '2025-01-15T08:00:00.000Z',
    ...overrides,
  };
}

export const hodan: Student = {
  id: '65b000000000000000000001',
  firstName: 'Hodan',
  lastName: 'Hassan',
  grade: '8',
  gpa: 3.456,
  attendanceRate: 95.8,
};
export const abdi: Student = {
  id: '65b000000000000000000002',
  firstName: 'Abdi',
  lastName: 'Hassan',
  grade: 'Grade 5',
  gpa: null,
  attendanceRate: null,
};
export const ayaan: Student = {
  id: '65b000000000000000000003',
  firstName: 'Ayaan',
  lastName: 'Hassan',
  grade: '2',
};

let counter = 0;
export function makeAssignment(
  studentId: string,
  dueDate: string,
  overrides: Partial<Assignment> = {},
): Assignment {
  counter += 1;
  return {
    id: `a${counter}`,
    studentId,
    title: `Assignment ${counter}`,
    subject: 'Math',
    teacherName: 'Mr. Warsame',
    description: 'Do the exercises.',
    dueDate,
    status: 'pending',
    priority: 'normal',
    ...overrides,
  };
}
