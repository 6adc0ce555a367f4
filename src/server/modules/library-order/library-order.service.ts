import type { LibraryOrder } from '../../../shared/schemas/audio.js';
import { badRequest } from '../../lib/http-errors.js';
import type { LibraryOrderRepository } from './library-order.repository.js';

export const DUPLICATE_IN_ORDER = 'A song appears more than once in the order';
export const DUPLICATE_IN_PINNED = 'A song is pinned more than once';
export const PINNED_NOT_IN_ORDER = 'Every pinned song must also be in the order';

/** Lower-cased ids: the same UUID in two spellings is the same song. */
const normalize = (ids: string[]) => ids.map((id) => id.toLowerCase());

/** 400 for an order that cannot be stored as sent; returns the normalized ids. */
export function checkLibraryOrder(input: LibraryOrder): LibraryOrder {
  const order = normalize(input.order);
  const pinned = normalize(input.pinned);
  const inOrder = new Set(order);
  if (inOrder.size !== order.length)
    throw badRequest(DUPLICATE_IN_ORDER, { order: DUPLICATE_IN_ORDER });
  if (new Set(pinned).size !== pinned.length) {
    throw badRequest(DUPLICATE_IN_PINNED, { pinned: DUPLICATE_IN_PINNED });
  }
  if (pinned.some((id) => !inOrder.has(id))) {
    throw badRequest(PINNED_NOT_IN_ORDER, { pinned: PINNED_NOT_IN_ORDER });
  }
  return { order, pinned };
}

/** A profile's pins and custom library order, kept on the server to follow it across devices. */
export function libraryOrderService(deps: { repo: LibraryOrderRepository }) {
  const { repo } = deps;
  return {
    read: (profileId: string) => repo.read(profileId),

    /**
     * Stores the order as sent, except ids that are not songs of projects the profile can see:
     * those are dropped, not refused, because a client's cached order may still hold a song
     * that was deleted meanwhile, and that must not make saving fail.
     */
    async replace(profileId: string, input: LibraryOrder): Promise<LibraryOrder> {
      const { order, pinned } = checkLibraryOrder(input);
      return repo.replace(profileId, order, pinned);
    },
  };
}
