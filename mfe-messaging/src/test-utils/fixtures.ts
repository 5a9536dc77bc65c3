import type { Message } from '@d742/contracts';

let counter = 0;

/** A message in the contract's shape (24-hex id like the service's), unread unless told. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  counter += 1;
  return {
    id: `66c${String(counter).padStart(21, '0')}`,
    subject: `Subject ${counter}`,
    content: `Content of message ${counter}.`,
    isRead: false,
    createdAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}
