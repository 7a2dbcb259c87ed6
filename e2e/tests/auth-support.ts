// Shared by the auth-*.spec.ts browser tests: a phone number of its own for each test (the API
// allows one code per number per 90 s), and the code the development SMS inbox received.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** A valid Russian mobile number unique to this test and project, in E.164. */
export const phoneFor = (testInfo: TestInfo, salt = 0): string => {
  const project = testInfo.project.name === 'phone' ? 5 : 3;
  const serial =
    (testInfo.workerIndex * 1000 + testInfo.testId.length * 37 + salt * 7919 + Date.now()) % 1_000_000;
  return `+791${project}${String(testInfo.parallelIndex % 10)}${String(serial).padStart(6, '0')}`;
};

interface InboxMessage {
  phone: string;
  text: string;
}

/** The newest code sent to `phone`, read from the development inbox (GET /dev/sms-inbox). */
export const codeSentTo = async (request: APIRequestContext, phone: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get('/dev/sms-inbox')).json()) as { messages: InboxMessage[] };
      code = answer.messages.find((message) => message.phone === phone)?.text.match(/\d{6}/)?.[0];
      return code;
    })
    .toBeDefined();
  return code as string;
};

export const waitForHydration = async (page: Page): Promise<void> => {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
};

/** Asks for a code for `phone` on /auth and reads it from the inbox. */
export const requestCode = async (page: Page, phone: string): Promise<string> => {
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из СМС')).toBeVisible();
  return codeSentTo(page.request, phone);
};

export const storedTokens = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('app_tokens') ?? 'null') as Record<string, unknown> | null,
  );
