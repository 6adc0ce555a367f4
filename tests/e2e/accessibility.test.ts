import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

// DESIGN §8: "axe finds no serious issue" on every screen this issue ships.
describe('accessibility (axe, WCAG 2.1 AA)', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    // Only so that axe's script can be injected; the app's own pages run under the real CSP.
    s = await openBrowser({ bypassCSP: true });
  });
  afterAll(async () => {
    await s.close();
  });

  const publicPages: [string, string][] = [
    ['/', 'Get Started'],
    ['/auth', 'Create your account'],
    ['/login', 'Sign in to Trackroom'],
    ['/register', 'Create your account'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no-such-page', 'Page Not Found'],
  ];
  for (const [path, landmark] of publicPages) {
    it(`${path} has no serious violations`, async () => {
      await s.page.goto(path);
      await s.page.getByText(landmark).first().waitFor();
      expect(await seriousViolations(s.page)).toEqual([]);
    });
  }

  it('/home (signed in) and /onboarding have no serious violations', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Demo Studio' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Midnight Demo').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // "New project" asks for a name first (issue 25 item 9); Escape leaves without one.
    await page.getByRole('button', { name: 'New project' }).first().click();
    const newProject = page.getByRole('dialog', { name: 'New project' });
    await newProject.waitFor();
    expect(await seriousViolations(page), 'new project dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await newProject.waitFor({ state: 'detached' });
    await page.goto('/onboarding');
    await page.getByText('Step 1 of 5').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('/studio and a project page (signed in) have no serious violations', async () => {
    const { page } = s;
    await page.goto('/studio');
    // The demo copy's library lists Midnight Demo twice: its own and the showcase project's.
    await page.getByRole('button', { name: 'Play Midnight Demo' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const projects = (await (await page.request.get('/api/projects')).json()) as { id: string }[];
    await page.goto(`/projects/${projects[0]!.id}?tab=audio`);
    await page.getByRole('button', { name: 'Play Midnight Demo' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A song's comments, opened under its row.
    await page
      .getByRole('button', { name: /^Comments/ })
      .first()
      .click();
    await page
      .getByText(/No comments/)
      .first()
      .waitFor();
    expect(await seriousViolations(page), 'comments').toEqual([]);
  });

  it('the songwriting tabs, their dialogs and the studio lyrics have no serious violations', async () => {
    const { page } = s;
    // Signed in as the demo founder by the test above; a project with one of everything.
    const post = async (url: string, data: object) => {
      const res = await page.request.post(url, { data, headers: { origin: s.baseURL } });
      expect(res.status(), url).toBeLessThan(300);
      return (await res.json()) as { id: string };
    };
    const project = await post('/api/projects', { title: 'Axe Check' });
    const base = `/api/projects/${project.id}`;
    await post(`${base}/lyrics`, {
      title: 'Axe Check',
      content: '<p><strong>Midnight</strong> line</p>',
    });
    await post(`${base}/credits`, {
      name: 'Ada Axe',
      role: 'producer, mixer',
      email: 'ada@example.com',
    });
    await post(`${base}/splits`, { name: 'Axe Split', percentage: 60, splitType: 'master' });
    await post(`${base}/details`, { genre: 'pop', tempo: 120, isrcCode: 'US-ABC-12-34567' });

    const tabs: [string, () => Promise<void>][] = [
      ['overview', () => page.getByText('Ada Axe').first().waitFor()],
      [
        'lyrics',
        () =>
          page
            .getByRole('button', { name: /rhymes/i })
            .first()
            .waitFor(),
      ],
      ['credits', () => page.getByText('Ada Axe').first().waitFor()],
      ['splits', () => page.getByText('Axe Split').first().waitFor()],
      ['details', () => page.getByLabel('Tempo (BPM)').waitFor()],
    ];
    for (const [tab, ready] of tabs) {
      await page.goto(`/projects/${project.id}?tab=${tab}`);
      await ready();
      expect(await seriousViolations(page), tab).toEqual([]);
    }

    await page.goto(`/projects/${project.id}?tab=credits`);
    await page.getByRole('button', { name: 'Add credit' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page), 'credit dialog').toEqual([]);

    await page.goto(`/projects/${project.id}?tab=splits`);
    await page.getByRole('button', { name: 'Add split' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page), 'split dialog').toEqual([]);

    await page.goto(`/studio?tab=lyrics&project=${project.id}`);
    await page.getByLabel('Lyrics title').waitFor();
    expect(await seriousViolations(page), 'studio lyrics').toEqual([]);

    await page.goto(`/projects/${project.id}?tab=collaborators`);
    await page.getByLabel('E-mail address').waitFor();
    expect(await seriousViolations(page), 'collaborators').toEqual([]);

    await page.goto('/invitations');
    await page.getByText('No pending invitations').waitFor();
    expect(await seriousViolations(page), 'invitations').toEqual([]);
  });
});
