import { userInitials } from './user-initials';

describe('userInitials(user)', () => {
  it('takes the first letters of first and last name, uppercased', () => {
    expect(userInitials({ firstName: 'amina', lastName: 'hassan' })).toBe('AH');
  });

  it('defaults to A and B for missing or blank names', () => {
    expect(userInitials(null)).toBe('AB');
    expect(userInitials({})).toBe('AB');
    expect(userInitials({ firstName: ' ', lastName: 'Warsame' })).toBe('AW');
    expect(userInitials({ firstName: 'Farah', lastName: '' })).toBe('FB');
  });
});
