import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inviteResultSchema } from '../../../shared/schemas/collaborations.js';
import { notifications } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { outboxMessages } from '../../test/mail-capture.js';
import { useCollaborationWorld } from '../../test/collaboration-test-support.js';

// Issue 7: "e-mail notifications (invitations … by e-mail when on)".
describe('invitation e-mail follows the invitee’s e-mail notifications setting', () => {
  const { f, call, invite } = useCollaborationWorld();

  const mailCount = async () => (await outboxMessages(f.t.dataDir)).length;
  const turnEmailOff = async (cookie: string) => {
    const res = await call('PATCH', '/api/settings', cookie, { emailNotifications: false });
    expect(res.statusCode).toBe(200);
  };
  const receivedInApp = (profileId: string) =>
    f.t.app.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.profileId, profileId), eq(notifications.kind, 'invitation.received')),
      );

  it('sends no e-mail to an account that turned it off, says why, and still notifies in the app', async () => {
    const quiet = await createUser(f.t.app);
    await turnEmailOff(quiet.cookie);
    const before = await mailCount();
    const res = await invite(quiet.email);
    expect(res.statusCode).toBe(201);
    const body = inviteResultSchema.parse(res.json());
    expect(body.emailSent).toBe(false);
    expect(body.message).toBe(
      `Invitation created. ${quiet.email} turned off e-mail notifications, so no e-mail was sent: they will find the invitation in Trackroom.`,
    );
    expect(await mailCount()).toBe(before);
    expect(await receivedInApp(quiet.profileId)).toHaveLength(1);

    // Resending follows the same rule.
    const resent = await call(
      'POST',
      `/api/collaborations/${body.collaboration.id}/resend`,
      f.owner.cookie,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toMatch(/turned off e-mail notifications/);
    expect(await mailCount()).toBe(before);
  });

  it('e-mails an account that keeps e-mail on (the default), and one that turned it back on', async () => {
    const keen = await createUser(f.t.app);
    const before = await mailCount();
    expect((await invite(keen.email)).statusCode).toBe(201);
    expect(await mailCount()).toBe(before + 1);

    const back = await createUser(f.t.app);
    await turnEmailOff(back.cookie);
    await call('PATCH', '/api/settings', back.cookie, { emailNotifications: true });
    expect((await invite(back.email)).statusCode).toBe(201);
    expect(await mailCount()).toBe(before + 2);
  });

  it('always e-mails a new person (no account yet)', async () => {
    const before = await mailCount();
    const res = await invite('brand.new@example.com');
    expect(res.statusCode).toBe(201);
    expect(await mailCount()).toBe(before + 1);
    expect(inviteResultSchema.parse(res.json()).message).toMatch(/outbox/);
  });
});
