// One lint configuration for the tree (CONTRIBUTING.md: "one config, run in CI").
import { readdirSync } from "node:fs";
import eslintComments from "@eslint-community/eslint-plugin-eslint-comments";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Architecture boundaries (docs/architecture.md): routes → features → domain → lib, with
// components and content beside. A feature imports no other feature (shared rules move to
// app/domain, shared pieces to app/components); the domain imports no feature, component or
// route; lib is infrastructure and imports nothing of the app above it.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  {
    target: "./app/lib",
    from: ["./app/domain", "./app/features", "./app/components", "./app/content", "./app/routes"],
    message:
      "app/lib is the bottom layer (infrastructure): it imports no domain rule, feature, component, content or route.",
  },
  {
    target: "./app/domain",
    from: ["./app/features", "./app/components", "./app/routes"],
    message:
      "app/domain holds the rules several features share: it imports lib and content, never a feature, component or route.",
  },
  {
    target: "./app/content",
    from: ["./app/domain", "./app/features", "./app/components", "./app/routes"],
    message: "app/content holds copy and constants: it imports only app/lib.",
  },
  {
    target: "./app/components",
    from: ["./app/domain", "./app/features", "./app/routes"],
    message: "Shared components import no domain rule, feature or route.",
  },
  {
    target: "./app/features",
    from: ["./app/routes"],
    message: "Features import no route: routes compose features.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message:
      "A feature never imports another feature: move the shared rule to app/domain, a shared piece to app/components.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "bench/results/**",
      "bench/.cache/**",
      "tests/.cache/**",
      "test-results/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      "@eslint-community/eslint-comments": eslintComments,
      "import-x": importX,
      "react-hooks": reactHooks,
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Every disable names its reason after " -- " (ADR 187), and is as narrow as one line.
      "@eslint-community/eslint-comments/require-description": "error",
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      // The classic hook rules; the React Compiler rules of v7 are not adopted (no compiler here).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          "newlines-between": "ignore",
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests may compose layers (a lib test seeding a feature's data).
    ignores: ["app/**/*.test.{ts,tsx}"],
    // Resolves the "~/" alias of tsconfig.json, so aliased imports are checked too.
    // TypeScript files are parsed when followed, so import-x/no-cycle sees the whole graph.
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      // No import loops (ADR 187): a shared type or helper moves to the module both import.
      "import-x/no-cycle": "error",
    },
  },
  {
    // No file over 300 lines in app/, server/ or ops/ (CONTRIBUTING.md "Style"): split by
    // concern. Blank lines and comments count; tests do not.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "ops/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
);
