// A test file's fixture: one reference API and one browser for the file, a fresh browser context
// (empty storage) per scenario, and on failure a screenshot and the server's log.
import { takeContractProblems, failOnContract } from './contract';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  printLog,
  screenshot,
  signInQuickly,
  startServer,
  test,
  type RunningServer,
} from './harness';

export const ADMIN_CABINET = 'Администратор платформы';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A node:test test with its own page. */
  scenario(name: string, body: (page: Page) => Promise<void>): void;
  /** Signs in as admin (through the API: the sign-in form is not what these tests are about) and returns "/{cabinetId}" of the admin cabinet. */
  asAdmin(page: Page): Promise<string>;
}

/** Registers the file's before/after hooks; `prefix` names the failure screenshots. */
export function suite(prefix: string, env: Record<string, string> = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  });
  const self: Suite = {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    scenario(name, body) {
      test(name, async () => {
        const page = await newPage(self.browser);
        try {
          await body(page);
          failOnContract(await takeContractProblems([page.context()]));
        } catch (error) {
          await screenshot(page, `${prefix}-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}-failure`).catch(() => undefined);
          printLog(self.server);
          throw error;
        } finally {
          await page.context().close();
        }
      });
    },
    async asAdmin(page) {
      return signInQuickly(page, self.server.url, 'admin', 'admin', ADMIN_CABINET);
    },
  };
  return self;
}
