import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
export default tseslint.config({
  files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts', 'apps/api/src/**/*.ts'],
  languageOptions: { parser: tseslint.parser },
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
});
