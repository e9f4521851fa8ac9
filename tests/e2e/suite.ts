// A test file's fixture: one reference API and one browser for the file, a fresh browser context
// (empty storage) per scenario, and on failure a screenshot and the server's log.
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { enterCabinet, launchBrowser, newPage, printLog, screenshot, signIn, startServer, type RunningServer } from './harness';

export const ADMIN_CABINET = 'Администратор платформы';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A node:test test with its own page. */
  scenario(name: string, body: (page: Page) => Promise<void>): void;
  /** Signs in as admin, enters the admin cabinet and returns "/{cabinetId}". */
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
      await signIn(page, self.server.url, 'admin', 'admin');
      await enterCabinet(page, ADMIN_CABINET);
      return new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
    },
  };
  return self;
}
