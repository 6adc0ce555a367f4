import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signUpFresh } from './accounts';

/** One person in a browser context of their own (own cookies, own IndexedDB). */
export interface Person {
  context: BrowserContext;
  page: Page;
  email: string;
  name: string;
}

/** A fresh context of `browser`, signed up as a new account named `name`. */
export async function newPerson(browser: Browser, prefix: string, name: string): Promise<Person> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
    // axe judges colours at rest: the bell's unread pulse (members joining) must not run.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const [firstName, lastName = 'Writer'] = name.split(' ');
  const email = await signUpFresh(page, { prefix, firstName, lastName, artistName: name });
  return { context, page, email, name };
}

/** The owner invites `member` to the project with `role`, and the member accepts (API): the membership's id. */
export async function shareProject(
  owner: Person,
  member: Person,
  projectId: string,
  role: 'collaborator' | 'viewer',
): Promise<string> {
  const baseURL = inject('baseURL');
  const invited = await owner.page.request.post(`/api/projects/${projectId}/invite`, {
    headers: { Origin: baseURL },
    data: { email: member.email, role },
  });
  expect(invited.status()).toBe(201);
  const { collaboration } = (await invited.json()) as { collaboration: { id: string } };
  const accepted = await member.page.request.post(
    `/api/collaborations/${collaboration.id}/accept`,
    { headers: { Origin: baseURL }, data: {} },
  );
  expect(accepted.status()).toBe(200);
  return collaboration.id;
}
