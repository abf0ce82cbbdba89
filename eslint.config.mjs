// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * The layers, as import rules: arrows point down.
 *   app/ (screens, routes) → lib/server (the only I/O) → lib/session (the room) → lib/game, lib/games
 *   (rules engines) → lib/content (state data, decks); lib/shared holds what server and browser both
 *   import; lib/client is browser code.
 */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: forbidden.map((group) => ({ group: [group, `${group}/**`], message: why })) }],
  },
});

/** A file that starts with "use client" is in the browser bundle: it may not import server modules. */
const noServerInClient = {
  meta: { type: "problem", messages: { server: "A client component may not import {{source}}: move what both need to lib/shared." } },
  create(context) {
    let client = false;
    return {
      Program(program) {
        const first = program.body[0];
        client = first?.type === "ExpressionStatement" && first.directive === "use client";
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (
          client &&
          (source.startsWith("@/lib/server") ||
            source === "server-only" ||
            source.startsWith("node:") ||
            /^\.\.?\/.*lib\/server/.test(source))
        ) {
          context.report({ node, messageId: "server", data: { source } });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "lib/server/db/generated/**",
      "lib/server/db/generated-pg/**",
      "next-env.d.ts",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      ".test-reports/**",
      "bench/results.json",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks, "clue-spin": { rules: { "no-server-in-client": noServerInClient } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // The two rules of hooks. (The React Compiler's extra rules are for code the compiler builds; this app does not use it.)
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-cycle": "error",
      "clue-spin/no-server-in-client": "error",
      // Numbers and booleans in template strings are plain and readable.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // `void promise` marks a promise we deliberately do not wait for.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
    },
  },
  {
    files: ["**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests and benchmarks read the server's JSON off the wire and assert on it: that JSON is untyped
    // by nature, and `!` after an expectation that the value exists is how a test says "it is there".
    // Everything else in tests is checked as strictly as the app.
    files: ["tests/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  layer(
    ["lib/game/**", "lib/games/**"],
    ["@/lib/session", "@/lib/server", "@/lib/client", "@/app", "next", "react", "react-dom", "server-only"],
    "A game is a pure module: it never imports the session, the server, screens or a framework.",
  ),
  layer(
    ["lib/content/**"],
    ["@/lib/game", "@/lib/games", "@/lib/session", "@/lib/server", "@/lib/client", "@/app", "next", "react"],
    "Content is data and pure generators: it imports nothing above it.",
  ),
  layer(
    ["lib/session/**"],
    ["@/lib/server", "@/lib/client", "@/app", "next", "react", "server-only"],
    "The session is pure: it never imports the server or screens.",
  ),
  layer(
    ["lib/shared/**"],
    ["@/lib/server", "@/lib/client", "@/app", "server-only", "node:*"],
    "lib/shared is imported by the server and the browser alike.",
  ),
  layer(["lib/server/**"], ["@/app", "@/lib/client"], "The server never imports a screen."),
  layer(["lib/client/**"], ["@/lib/server", "server-only", "node:*"], "Browser code never imports the server."),
);
