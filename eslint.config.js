import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      ".tmp/",
      "playwright-report/",
      // Vendored audio worklets of the voice agent (scripts/elevenlabs-worklets.ts).
      "public/elevenlabs/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["**/*.js"], languageOptions: { globals: globals.node } },
  // The inline head script runs in the browser (app/shell/head.js).
  { files: ["app/**/*.js"], languageOptions: { globals: globals.browser } },
);
