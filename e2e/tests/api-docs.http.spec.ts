import { expect, test } from '@playwright/test';

test('the API documentation is browsable and served from the same origin', async ({ page }) => {
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  const openapi = await page.request.get('/openapi.json');
  expect(openapi.status()).toBe(200);
  const document = await openapi.json();
  expect(document.openapi).toMatch(/^3\.1/);
  expect(Object.keys(document.paths)).toContain('/1/p/cities');
});
