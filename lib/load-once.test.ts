import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once, however many ask', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
