import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches once however often it is asked, and then has the module at hand', async () => {
    const importer = vi.fn(() => Promise.resolve({ Menu: 'menu' }));
    const menu = onDemand(importer);
    expect(menu.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toBe(second);
    expect(menu.loaded()).toEqual({ Menu: 'menu' });
    await menu.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next need tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true });
    const dialog = onDemand(importer);
    await expect(dialog.load()).rejects.toThrow('offline');
    expect(dialog.loaded()).toBeUndefined();
    await expect(dialog.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
