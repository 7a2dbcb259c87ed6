// Issue 20, finding 5: an error in the log keeps what helps to investigate (the query, the code,
// the stack) and none of the customer's data that the failed query carried.
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubbedError } from '../../src/http/log-scrubbing';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NAME = 'Иван Петров';
const PHONE = '+7 916 123-45-01';
const EMAIL = 'ivan.petrov@example.ru';
const personal = [NAME, PHONE, '79161234501', EMAIL];

const expectNoPersonalData = (text: string) => {
  for (const value of personal) expect(text).not.toContain(value);
};

describe('errors in the log', () => {
  it("lose a failed query's values, a constraint's key and any phone or e-mail, and keep the rest", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "persons_phone"'), {
      code: '23505',
      detail: 'Key (phone)=(+79161234501) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into persons (name, phone, email) values ($1, $2, $3)',
      [NAME, PHONE, EMAIL],
      cause,
    );
    const logged = JSON.stringify(scrubbedError(error));
    expectNoPersonalData(logged);
    expect(logged).toContain('insert into persons (name, phone, email) values ($1, $2, $3)');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('Key (phone)=([redacted]) already exists.');
    // Dates and short numbers are not phone numbers.
    expect(scrubbedError('at 2026-11-24, port 5432')).toBe('at 2026-11-24, port 5432');
  });

  describe("through the app's logger", () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await createTestApp({
        config: { logLevel: 'info', corsOrigins: [] },
        logStream: { write: (line: string) => void lines.push(line) },
      });
    });
    afterAll(() => t.close());

    it('a real failed query logged as the error handler logs it', async () => {
      const failure = await t.database.db
        .execute(sql`select ${NAME}::int, ${PHONE}::text, ${EMAIL}::text`)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      t.app.log.error({ err: failure }, 'request failed');
      const line = lines.find((entry) => entry.includes('request failed')) ?? '';
      expect(line).toContain('select $1::int, $2::text, $3::text');
      expectNoPersonalData(line);
    });

    it("a constraint error whose detail lists the failing row (an order's comment, an odd e-mail)", async () => {
      const comment = 'Домофон 12К, код 4521, собака злая';
      const oddEmail = 'ivan"petrov"@пример.рф';
      await t.database.db.execute(
        sql`create table log_probe (comment text not null, email text, amount int check (amount >= 0))`,
      );
      const failure = await t.database.db
        .execute(sql`insert into log_probe values (${comment}, ${oddEmail}, -1)`)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      t.app.log.error({ err: failure }, 'constraint failed');
      const line = lines.find((entry) => entry.includes('constraint failed')) ?? '';
      expect(line).toContain('23514');
      for (const piece of ['Домофон', '4521', 'собака', 'petrov', 'пример'])
        expect(line).not.toContain(piece);
    });
  });
});
