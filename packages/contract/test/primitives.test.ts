import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathIdSchema, queryIdListSchema, queryIntSchema } from '../src';

describe('path ids', () => {
  const pathId = pathIdSchema<number>();

  it('turns a string of digits, as the server receives it, into a number', () => {
    expect(pathId.parse('42')).toBe(42);
  });

  it('accepts the number the typed client is given', () => {
    expect(pathId.parse(42)).toBe(42);
  });

  it.each(['12abc', '1e3', ' 12', '', '-3', '0', '1.5', '0x10'])(
    'rejects %j rather than coercing it',
    (text) => {
      expect(pathId.safeParse(text).success).toBe(false);
    },
  );

  it('rejects zero and fractions given as numbers', () => {
    expect(pathId.safeParse(0).success).toBe(false);
    expect(pathId.safeParse(1.5).success).toBe(false);
  });
});

describe('query integers', () => {
  it('accept 0 and digits', () => {
    expect(queryIntSchema.parse('0')).toBe(0);
    expect(queryIntSchema.parse('17')).toBe(17);
  });

  it('reject negative numbers and words', () => {
    expect(queryIntSchema.safeParse('-1').success).toBe(false);
    expect(queryIntSchema.safeParse('ten').success).toBe(false);
  });
});

describe('query id lists', () => {
  it('split the comma-joined text the server receives', () => {
    expect(queryIdListSchema.parse('1,2,30')).toEqual([1, 2, 30]);
  });

  it('accept the array the client is given', () => {
    expect(queryIdListSchema.parse([4, 5])).toEqual([4, 5]);
  });

  it.each(['1,,2', '1,a', ',1', '', '0'])('reject %j', (text) => {
    expect(queryIdListSchema.safeParse(text).success).toBe(false);
  });

  it('describe themselves as a number-or-text input and an array output', () => {
    expect(z.toJSONSchema(queryIdListSchema, { io: 'output' })).toMatchObject({ type: 'array' });
  });
});
