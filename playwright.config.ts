import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against
 * the built site and the running reference API, both started by e2e/stack.mjs.
 */
const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 9100}`;

/**
 * Debian's chromium-headless-shell where installed (CI installs it), else its full chromium. The same Blink and
 * V8 without the browser's shell around the page: the browser was most of the suite's CPU, and the shell spends far
 * less of it (the commit that chose it has the figures). What a test sees differs only where a test should not lean
 * (the pointer's position before its first move), so every journey holds on both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // A journey mostly waits (on the browser's other processes, the API, the network, the page's own timers): two at a
  // time left CI's two cores idle most of the journeys' time. Three keep them busy; four, with traces recorded (outside
  // CI), loaded the host past what a journey's waits allow (a load of 15 on two cores, three journeys timed out).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: SITE,
    locale: 'fr-FR',
    timezoneId: 'America/Martinique',
    // a trace costs every test about a fifth of its time, and CI keeps only its log: recorded where someone can open it
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    command: 'node e2e/stack.mjs',
    url: `${SITE}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
