import { describe, expect, it } from 'vitest';
import { askQuestionInputSchema } from './question.js';

const messagesOf = (input: unknown) => {
  const result = askQuestionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('email rule (SPEC.md §5)', () => {
  it.each(['rider@example.com', 'first.last+parts@shop.co.uk', 'a1@b.io', 'RAFIQ@EXAMPLE.ORG'])(
    'accepts %s',
    (email) => {
      expect(messagesOf({ email, message: 'Hi' })).toEqual([]);
    },
  );

  it.each(['rider', 'rider@', '@example.com', 'rider@example', 'rider@example.c', 'rider@example.info', 'a b@c.com'])(
    'rejects %s with "Provide a valid Email"',
    (email) => {
      expect(messagesOf({ email, message: 'Hi' })).toEqual(['Provide a valid Email']);
    },
  );

  it('says "Email is required" for a missing or blank e-mail', () => {
    expect(messagesOf({ message: 'Hi' })).toEqual(['Email is required']);
    expect(messagesOf({ email: '   ', message: 'Hi' })).toContain('Email is required');
  });
});

describe('question rule', () => {
  it('says "Question is required" for a missing or blank message', () => {
    expect(messagesOf({ email: 'a@b.com' })).toEqual(['Question is required']);
    expect(messagesOf({ email: 'a@b.com', message: '  ' })).toEqual(['Question is required']);
  });

  it('caps the message length', () => {
    expect(messagesOf({ email: 'a@b.com', message: 'x'.repeat(2001) })).toEqual(['Must be at most 2000 characters']);
  });
});
