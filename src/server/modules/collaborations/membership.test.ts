import { describe, expect, it } from 'vitest';
import { OWNER_CANNOT_LEAVE } from '../../../shared/schemas/collaborations.js';
import { useCollaborationWorld } from '../../test/collaboration-test-support.js';

describe('membership: list, role change, removal, leaving', () => {
  const { f, call, invite, rows, member } = useCollaborationWorld();

  it('lists members to everyone in the project and pending invitations to the owner only', async () => {
    const collaborator = await member('collaborator');
    await invite('pending@example.com');
    const forOwner = await call(
      'GET',
      `/api/projects/${f.project.id}/collaborations`,
      f.owner.cookie,
    );
    const statuses = forOwner.json<{ status: string }[]>().map((c) => c.status);
    expect(statuses.sort()).toEqual(['accepted', 'pending']);
    const forMember = await call(
      'GET',
      `/api/projects/${f.project.id}/collaborations`,
      collaborator.cookie,
    );
    expect(forMember.json()).toHaveLength(1);
    expect(forMember.json()[0].user.email).toBe(collaborator.email);
    expect(
      (await call('GET', `/api/projects/${f.project.id}/collaborations`, f.stranger.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('the owner changes a role, and the server enforces it at once', async () => {
    const user = await member('collaborator');
    const lyrics = { title: 'Verse', content: 'la la la' };
    expect(
      (await call('POST', `/api/projects/${f.project.id}/lyrics`, user.cookie, lyrics)).statusCode,
    ).toBe(201);
    const [row] = await rows();
    expect(
      (await call('PATCH', `/api/collaborations/${row!.id}`, user.cookie, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/collaborations/${row!.id}`, f.owner.cookie, { role: 'owner' }))
        .statusCode,
    ).toBe(400);
    const res = await call('PATCH', `/api/collaborations/${row!.id}`, f.owner.cookie, {
      role: 'viewer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('viewer');
    expect(
      (await call('POST', `/api/projects/${f.project.id}/lyrics`, user.cookie, lyrics)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/projects/${f.project.id}/lyrics`, user.cookie)).statusCode,
    ).toBe(200);
  });

  it('the owner removes a member, who then cannot see the project', async () => {
    const user = await member('viewer');
    const [row] = await rows();
    expect((await call('DELETE', `/api/collaborations/${row!.id}`, user.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/collaborations/${row!.id}`, f.owner.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/projects/${f.project.id}`, user.cookie)).statusCode).toBe(404);
  });

  it('a member leaves; the owner cannot; an outsider gets 404', async () => {
    const user = await member('collaborator');
    const url = `/api/collaborations/leave/${f.project.id}`;
    const ownerLeaves = await call('DELETE', url, f.owner.cookie);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json().message).toBe(OWNER_CANNOT_LEAVE);
    expect((await call('DELETE', url, f.stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, user.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/projects/${f.project.id}`, user.cookie)).statusCode).toBe(404);
    expect(await rows()).toHaveLength(0);
  });
});
