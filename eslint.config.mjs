import next from "eslint-config-next";

const config = [
  ...next,
  {
    ignores: [
      "lib/db/generated/**",
      ".next*/**",
      "node_modules/**",
      ".data/**",
      "data/**",
      "test-results/**",
      "ci-results/**",
    ],
  },
];

export default config;
