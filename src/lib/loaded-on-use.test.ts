import { loadedOnUse } from './loaded-on-use';

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('code loaded on the buyer’s action', () => {
  it('says a chunk that did not come as the shop out of reach, in French, and leaves other failures as they are', async () => {
    await expect(loadedOnUse(() => Promise.reject(chunkError()))).rejects.toThrow(/^Le serveur est injoignable\. Vérifiez votre connexion et réessayez\.$/);
    await expect(loadedOnUse(() => Promise.reject(new Error('x is not a function')))).rejects.toThrow(/^x is not a function$/);
    await expect(loadedOnUse(() => Promise.resolve({ addToCart: 1 }))).resolves.toEqual({ addToCart: 1 });
  });
});
