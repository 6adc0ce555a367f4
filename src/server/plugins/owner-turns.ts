import type { FastifyInstance } from 'fastify';
import { currentWorkOwner } from '../db/work-owner.js';
import { clientGone, createOwnerSlots, type ReleaseSlot } from '../lib/owner-slots.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers for as long as the client listens (an event stream) or must answer
     * under any load (health): it takes no turn among its owner's requests.
     */
    withoutOwnerTurn?: boolean;
  }
}

/**
 * Requests one owner (an account, else an address) may have in work at once; the rest wait in
 * arrival order. More than a browser's six connections to one host, so a person's own pages
 * never wait; fifty connections of one heavy library no longer put fifty requests' work
 * between another person's request and its answer in every turn of the event loop.
 */
export const REQUESTS_PER_OWNER = 8;

/**
 * Takes a turn for each request once its owner is known (after the auth hooks), and gives it
 * back when the answer starts (onSend: a streamed body, such as a file or a whole list, is
 * bounded elsewhere) or the client leaves.
 */
export function registerOwnerTurns(app: FastifyInstance): void {
  const turns = createOwnerSlots(REQUESTS_PER_OWNER);
  const released = new WeakMap<object, ReleaseSlot>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.withoutOwnerTurn) return;
    const owner = currentWorkOwner();
    if (!owner) return;
    const gone = clientGone(reply.raw);
    const release = await turns.acquire(owner.key, gone);
    if (release && gone.aborted) release(); // it left the moment its turn came
    if (!release || gone.aborted) {
      // The client left while waiting: nobody to answer.
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    released.set(request, release);
    gone.addEventListener('abort', release, { once: true });
  });

  app.addHook('onSend', async (request) => {
    released.get(request)?.();
  });
}
