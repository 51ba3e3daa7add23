import { describe, expect, it } from 'vitest';
import { contactsReached, remainingContacts } from './contacts';

describe('contacts', () => {
  it('divides the balance by the cost per contact, rounded down, at least 0', () => {
    expect(remainingContacts(2, 10)).toBe(2);
    expect(remainingContacts(7, 5)).toBe(2);
    expect(remainingContacts(8, 3)).toBe(3);
    expect(remainingContacts(9, 1)).toBe(0);
    expect(remainingContacts(3, -8)).toBe(0);
  });
  it('treats basic, advanced and special modules as unlimited', () => {
    expect(remainingContacts(0, -50)).toBeNull();
    expect(remainingContacts(1, 0)).toBeNull();
    expect(remainingContacts(10, 0)).toBeNull();
  });
  it('computes contacts reached from the rewards given', () => {
    expect(contactsReached(2, 400)).toBe(100);
    expect(contactsReached(10, 13)).toBe(2);
    expect(contactsReached(0, 100)).toBeNull();
  });
});
